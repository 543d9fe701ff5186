/**
 * The shapes of the server's JSON API (docs/product.md §3 tables, §7 calls), written
 * once: the server's routes answer with them (server/routes/) and the admin
 * page reads them (src/islands/admin/api.ts). Types only: nothing here runs.
 */
import type { TaxYear } from '../calc/rates';
import type { LhaAreaComparison, LhaTableProblem, LhaTableRead } from './lha-table';
import type { LocalScheme } from '../calc/council-tax-support-local/model';
import type { PreviewExample } from './council-scheme-preview';

/** The JSON error of every API route: a sentence, and per-field sentences when fields were wrong. */
export interface ApiErrorBody {
  error: string;
  fields?: Record<string, string>;
}

// ---- Rates (GET /api/rates, /api/admin/rates) ---------------------------------

/** One benefit_rates row of one tax year, as GET /api/rates publishes it (docs/product.md §3, by tax year). */
export interface RateRow {
  id: string;
  /** '2026-27'. */
  tax_year: string;
  effective_date: string;
  /** Null when the figure did not apply that year (src/lib/rate-words.ts `rateWhenNone` says what that means). */
  amount: number | null;
  benefit_type: string;
  rate_name: string;
  region: string;
  /** When an admin last saved it, or null. */
  updated_at: string | null;
  /**
   * Where an imported figure came from: the official table's file and its date, e.g.
   * 'lha-rates-april-2024.csv, 23 January 2024' (docs/product.md §7 "Import LHA rates"). Absent
   * for every other row, whose sources are the release's references.
   */
  source?: string;
}

/** GET /api/rates: every year's published rows, the latest admin edit of them, and the councils' schemes an admin saved. */
export interface RatesResponse {
  rates: RateRow[];
  updatedAt: string | null;
  /**
   * The councils' working-age Council Tax Support schemes an admin saved (docs/product.md §7
   * "Council Tax Support schemes"), each for one tax year (`years` is that year alone): each
   * replaces the built-in scheme of its council and year in the calculator.
   */
  councilSchemes: LocalScheme[];
}

/** A row as the admin tab reads it. */
export interface AdminRateRow extends RateRow {
  /** Whether an admin may change it (uprated money figures; law and arithmetic are not edited). */
  editable: boolean;
}

/** GET /api/admin/rates. */
export interface AdminRatesResponse {
  rates: AdminRateRow[];
  updatedAt: string | null;
}

/** PATCH /api/admin/rates/:year/:id. */
export interface AdminRateSaved {
  rate: AdminRateRow;
}

/** POST /api/admin/rates/lha-import/preview: what an official LHA table would change (docs/product.md §7 "Import LHA rates"). */
export interface LhaImportPreview {
  taxYear: TaxYear;
  /** The file's name and date, as the saved rates will name their source: 'lha.csv, 23 January 2024'. */
  source: string;
  /** The heading of each column read. */
  headings: LhaTableRead['headings'];
  /** Whether the file's figures were monthly and were made weekly. */
  convertedFromMonthly: boolean;
  /** Every area read, added, changed or unchanged against what is published for the year. */
  areas: LhaAreaComparison[];
  /** Lines that cannot be read, with the reason; while there are any, nothing is saved. */
  problems: LhaTableProblem[];
  /** Lines left out as notes (no area, no figures). */
  notes: LhaTableRead['notes'];
  counts: { added: number; changed: number; unchanged: number };
}

/** POST /api/admin/rates/lha-import: the areas written (added and changed), and the preview they came from. */
export interface LhaImportSaved {
  preview: LhaImportPreview;
  saved: number;
}

// ---- Council Tax Support schemes (/api/admin/council-schemes) ------------------

/** A council's scheme an admin saved, as the admin's list reads it. */
export interface AdminCouncilScheme {
  councilCode: string;
  councilName: string;
  taxYear: string;
  /** The scheme in the model's shape (src/calc/council-tax-support-local/model.ts), `years` this year alone. */
  scheme: LocalScheme;
  /** The email address of the admin who last saved it, and when (ISO). */
  savedBy: string;
  savedAt: string;
}

/** A scheme built into this release (src/calc/council-tax-support-local/schemes.ts), listed beside the saved ones. */
export interface BuiltInCouncilScheme {
  councilCode: string;
  councilName: string;
  years: string[];
  source: LocalScheme['source'];
}

/** GET /api/admin/council-schemes: the saved schemes (council name, then year), and the built-in ones. */
export interface AdminCouncilSchemesResponse {
  schemes: AdminCouncilScheme[];
  builtIn: BuiltInCouncilScheme[];
}

/** POST /api/admin/council-schemes/:code/:year/preview: the scheme as it would be saved, and what the example households would get (src/lib/council-scheme-preview.ts). */
export interface AdminCouncilSchemePreview {
  scheme: LocalScheme;
  /** The examples' yearly Band D bill, in pounds. */
  bill: number;
  examples: PreviewExample[];
}

/** PUT /api/admin/council-schemes/:code/:year: the scheme as saved. */
export interface AdminCouncilSchemeSaved {
  scheme: AdminCouncilScheme;
  /** Whether it replaced a scheme saved before for that council and year. */
  replaced: boolean;
}

// ---- Settings (GET /api/settings/public, /api/admin/settings) -----------------

/** The eleven setting keys (docs/product.md §3 admin_settings). */
export type SettingKey =
  | 'maintenance_mode'
  | 'analytics_tracking_enabled'
  | 'ad_serving_enabled'
  | 'emergency_banner_message'
  | 'google_analytics_id'
  | 'gdpr_consent_enabled'
  | 'google_adsense_id'
  | 'header_banner_enabled'
  | 'sidebar_ads_enabled'
  | 'mobile_banner_enabled'
  | 'in_content_ads_enabled';

/** The settings as the site uses them, switches as booleans: GET /api/settings/public. */
export interface SiteSettings {
  maintenance_mode: boolean;
  emergency_banner_message: string;
  analytics_tracking_enabled: boolean;
  gdpr_consent_enabled: boolean;
  google_analytics_id: string;
  ad_serving_enabled: boolean;
  google_adsense_id: string;
  header_banner_enabled: boolean;
  sidebar_ads_enabled: boolean;
  mobile_banner_enabled: boolean;
  in_content_ads_enabled: boolean;
}

/** A stored admin_settings row ('true'/'false' for switches). */
export interface SettingRow {
  setting_key: string;
  setting_value: string;
  updated_at: string;
}

/** GET /api/admin/settings (key ascending). */
export interface AdminSettingsResponse {
  settings: SettingRow[];
}

/** PUT /api/admin/settings/:key. */
export interface AdminSettingSaved {
  setting: SettingRow;
}

// ---- Contact messages (/api/contact, /api/admin/messages) ---------------------

/** POST /api/contact: the new message's id. */
export interface ContactSent {
  id: number;
}

/** A contact_submissions row as admins read it. */
export interface ContactSubmission {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
  is_read: boolean;
  /** The language of the page it was sent from: 'en' or 'cy' (README "How it fits together": the language routes). */
  language: string;
}

/** GET /api/admin/messages[?cursor=…] (created_at descending, 50 a page). */
export interface AdminMessagesResponse {
  messages: ContactSubmission[];
  total: number;
  unread: number;
  /** Where the next page starts (`?cursor=`), or null after the last page. */
  nextCursor: string | null;
}

/** PATCH /api/admin/messages/:id. */
export interface AdminMessageSaved {
  message: ContactSubmission;
}

// ---- Sign-in and sessions (/api/auth, /api/admin/sessions) --------------------

/** What the server says about the signed-in session (never the token). */
export interface SessionInfo {
  user: { id: string; email: string };
  isAdmin: boolean;
  /** ISO time the session ends unless used (sooner of 30 minutes idle and the 12-hour limit). */
  expiresAt: string;
  /** Seconds until expiresAt. */
  expiresIn: number;
  /** ISO time of the 12-hour limit, which "Stay signed in" cannot move. */
  absoluteExpiresAt: string;
}

/** POST /api/auth/login and /api/auth/refresh. */
export interface SessionResponse {
  session: SessionInfo;
}

/** A new second factor for an app to hold: the otpauth:// address its QR code carries, and the key to type instead. */
export interface TwoFactorSetup {
  keyUri: string;
  key: string;
}

/**
 * POST /api/auth/login when the password was right but a second factor is asked:
 * 'code' for an admin who has one, 'setup' (with the key) for one who must set it up.
 */
export type SecondFactorAsked = { secondFactor: 'code' } | { secondFactor: 'setup'; setup: TwoFactorSetup };

/** POST /api/auth/login. */
export type LoginResponse = SessionResponse | SecondFactorAsked;

/** POST /api/auth/second-factor: the session, and the recovery codes when one was just set up (shown once). */
export interface SecondFactorResponse extends SessionResponse {
  recoveryCodes?: string[];
}

/** GET /api/admin/two-factor: the signed-in admin's second factor and the site's requirement. */
export interface TwoFactorStatus {
  enabled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}

/** POST /api/admin/two-factor/confirm: the new recovery codes, shown once. */
export interface TwoFactorEnabled {
  recoveryCodes: string[];
}

/** GET /api/auth/session. */
export interface SessionLookup {
  session: SessionInfo | null;
}

/** One of the signed-in admin's sessions; `id` is a handle, not the session id. */
export interface AdminSession {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  /** The session this page is using. */
  current: boolean;
}

/** GET /api/admin/sessions (most recently used first). */
export interface AdminSessionsResponse {
  sessions: AdminSession[];
}

/** POST /api/admin/sessions/end-others: how many ended. */
export interface SessionsEnded {
  ended: number;
}

// ---- Admins (/api/admin/admins) -----------------------------------------------

/** An admin_users row with the account's email. */
export interface AdminUser {
  id: number;
  user_id: string;
  role: string;
  created_at: string;
  email: string;
}

/** GET /api/admin/admins (newest first). */
export interface AdminUsersResponse {
  admins: AdminUser[];
}

/** POST /api/admin/admins. */
export interface AdminUserAdded {
  admin: AdminUser;
}

// ---- Usage (GET /api/admin/usage) ---------------------------------------------

/** Usage figures for the Dashboard and Analytics tabs. */
export interface UsageSummary {
  today: number;
  week: number;
  total: number;
  mobile: number;
  completed: number;
  /** Results ÷ starts, a whole percentage (at most 100). */
  completionRate: number;
  /** The top 5 calculators by starts. */
  popular: Array<{ calculator_type: string; count: number }>;
}
