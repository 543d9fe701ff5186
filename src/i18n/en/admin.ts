/**
 * The admin panel's words (src/islands/admin), in English: sign-in, two-step sign-in, the seven
 * tabs and their parts. Each `i18n(name, …)` is the messages of one part of the panel; names
 * start with 'admin.' so they never meet another island's. The sentence by a rate's amount
 * field (src/lib/rate-amount.ts) is here too: the server gives the same one.
 */
import { count, i18n, params } from '../i18n';

/** Words several parts of the panel share. */
export const adminCommonMessages = i18n('admin.common', {
  unknownError: 'Unknown error',
  loading: 'Loading...',
  checking: 'Checking...',
  continue: 'Continue',
  cancel: 'Cancel',
  signOut: 'Sign out',
  pleaseTryAgain: 'Please try again',
  refreshFigures: 'Refresh figures',
  /** A whole percentage, already formatted: '57%'. */
  percent: params('{percent}%'),
});

/** The seven tabs' names, on the tab list and as each tab's heading. */
export const adminTabMessages = i18n('admin.tabs', {
  dashboard: 'Dashboard',
  rates: 'Benefit Rates',
  messages: 'Contact Forms',
  admins: 'Admin Users',
  settings: 'Settings',
  analytics: 'Analytics',
  advertising: 'Advertising',
});

/** The page around the panel: checking the session, signing out. */
export const adminAppMessages = i18n('admin.app', {
  sessionEnded: 'Your session has ended. Sign in again to continue.',
  sessionExpired: 'You were signed out because your session ended. Sign in again to continue.',
  signOutFailed: 'Sign out failed',
  signOutUnreachable: 'The server could not be reached, so this browser may still be signed in. Check your connection and press Sign out again.',
  signedOut: 'You have signed out.',
});

/** Calls to the API that got no answer, or an answer without a sentence. */
export const adminApiMessages = i18n('admin.api', {
  unreachable: 'The server could not be reached. Check your connection and try again.',
  requestFailed: params('Request failed ({status})'),
});

/** The 'Admin Login' card and its second step. */
export const adminLoginMessages = i18n('admin.login', {
  title: 'Admin Login',
  accessDenied: 'Access Denied',
  notAdmin: "You don't have admin privileges",
  loginFailed: 'Login failed',
  loginSuccessful: 'Login successful',
  welcome: 'Welcome to the admin panel',
  enterCode: 'Enter the code from your authenticator app',
  enterEmail: 'Enter your email address',
  enterPassword: 'Enter your password',
  savedCodes: 'I have saved my recovery codes',
  twoStep: 'Two-step sign-in',
  setUpTwoStep: 'Set up two-step sign-in',
  setUpIntro: 'Every admin of this site signs in with a code from an authenticator app as well as a password. Set yours up now.',
  email: 'Email',
  password: 'Password',
  signingIn: 'Signing in...',
  login: 'Login',
});

/** The second factor's parts: setting up a key, the code box, the recovery codes. */
export const adminTwoFactorMessages = i18n('admin.twoFactor', {
  stepOpenApp: 'Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or 1Password).',
  stepScan: 'Scan this QR code with it, or type the key below into it.',
  stepEnterCode: 'Enter the 6-digit code the app then shows.',
  qrLabel: 'QR code for your authenticator app',
  /** {key} is the key, drawn as code. */
  key: 'Key: {key}',
  codeLabel: 'Code from your authenticator app',
  codeHint: 'The 6-digit code the app shows now.',
  codeHintRecovery: 'The 6-digit code the app shows now. If you do not have your phone, enter one of your recovery codes.',
  saveCodesTitle: 'Save your recovery codes',
  saveCodesText: 'Each code signs you in once if you do not have your phone. Keep them somewhere safe, such as a password manager. They are not shown again.',
});

/** The admin's own password, asked again before a change to who may sign in, and why. */
export const adminPasswordConfirmMessages = i18n('admin.passwordConfirm', {
  label: 'Your password',
  missing: 'Enter your password to confirm',
  grantAdmin: 'Granting admin rights lets that person change everything here, so we ask for your password again.',
  changeSignIn: 'We ask for your password again before changing how you sign in.',
  stopRequiring: 'We ask for your password again before no longer requiring two-step sign-in.',
});

/** The dashboard's header, tab list and setting toasts. */
export const adminDashboardMessages = i18n('admin.dashboard', {
  title: 'Admin Dashboard',
  /** {email} is the address, drawn in bold. */
  signedInAs: 'Signed in as {email}',
  backToSite: 'Back to Site',
  sections: 'Admin sections',
  /** The count of unread messages on the Contact Forms tab; the word is for screen readers only. */
  unreadBadge: '{count}<sr> unread</sr>',
  settingUpdated: 'Setting updated',
  settingUpdatedText: params('{key} has been updated successfully'),
  settingError: 'Error updating setting',
});

/** The warning before the session ends. */
export const adminSessionWarningMessages = i18n('admin.sessionWarning', {
  title: 'You are about to be signed out',
  atLimit: params('You have been signed in for almost 12 hours, the longest a session can last. You will be signed out at {time} and will need to sign in again.'),
  idle: params('For your security, we sign you out after 30 minutes without activity. You will be signed out at {time}.'),
  pleaseWait: 'Please wait...',
  stay: 'Stay signed in',
});

/** What a tab shows while it loads or when it could not. */
export const adminLoadMessages = i18n('admin.load', {
  unableToLoad: 'Unable to load',
  checkConnection: 'Check your connection, then try again.',
  tryAgain: 'Try again',
});

/** Each setting's label and hint (src/islands/admin/settings-meta.ts), and the warning under an ID. */
export const adminSettingMessages = i18n('admin.settings', {
  maintenanceMode: 'Maintenance Mode',
  maintenanceModeHint: 'Public pages show a maintenance page. This admin page stays open.',
  analyticsTracking: 'Analytics Tracking',
  analyticsTrackingHint:
    'Records anonymous calculator use, and loads Google Analytics when an ID is set, but only for visitors who accept cookies: the law (PECR regulation 6) needs their consent first, so the cookie banner always shows while this is on.',
  adServing: 'Ad Serving',
  adServingHint: 'The master switch for every ad slot.',
  bannerMessage: 'Emergency banner message',
  bannerMessageHint: 'Shown at the top of every page within seconds. Leave it empty for no banner.',
  analyticsId: 'Analytics ID',
  analyticsIdHint: params('Your Google Analytics measurement ID, for example {example}.'),
  gdprConsent: 'GDPR consent',
  gdprConsentHint:
    'On: ads also wait until a visitor accepts on our cookie banner. Off: ads load at once, so your AdSense account must show Google’s own consent message to UK visitors. Google Analytics always waits for consent, whatever this says.',
  adsenseId: 'Ad network publisher ID',
  adsenseIdHint: params('Your Google AdSense publisher ID, for example {example}.'),
  headerBanner: 'Header banner (728x90)',
  headerBannerHint: 'Below the site header on wide screens.',
  sidebarAds: 'Sidebar ads (300x250)',
  sidebarAdsHint: 'Beside the content on pages that have a sidebar.',
  mobileBanner: 'Mobile banner (320x50)',
  mobileBannerHint: 'Below the site header on phones.',
  inContentAds: 'In-content ads',
  inContentAdsHint: 'Between sections of guide pages.',
  idLooksWrong: params('This does not look like an ID of the form {example}, so nothing is loaded until it does.'),
});

/** Tab 1, Dashboard. */
export const adminOverviewMessages = i18n('admin.overview', {
  todaysUsage: "Today's Usage",
  todaysUsageDetail: 'Calculators started today (UK time)',
  weeklyUsage: 'Weekly Usage',
  weeklyUsageDetail: 'Calculators started in the last 7 days',
  mobileUsage: 'Mobile Usage',
  mobileUsageDetail: params('{percent}% of calculators started'),
  completionRate: 'Completion Rate',
  completionRateDetail: 'Calculators started that reached a result',
  quickSettings: 'Quick Settings',
  popular: 'Popular Calculators',
  noUse: 'No calculator use recorded yet.',
  /** A calculator's count of starts; the word is for screen readers only. */
  started: '{count} <sr>started</sr>',
});

/** Tab 6, Analytics. */
export const adminAnalyticsMessages = i18n('admin.analytics', {
  introOn:
    "Anonymous counts of calculators started (a visitor's first answer) and of results, recorded only while Analytics Tracking is on (it is on now). Nothing a visitor types is ever sent.",
  introOff:
    "Anonymous counts of calculators started (a visitor's first answer) and of results, recorded only while Analytics Tracking is on (it is off now, so nothing new is recorded). Nothing a visitor types is ever sent.",
  startedToday: 'Calculators started today',
  ukTime: 'UK time',
  startedThisWeek: 'Started this week',
  lastSevenDays: 'In the last 7 days',
  completionRate: 'Completion rate',
  completionRateDetail: params('{completed} results from {total} started'),
});

/** What the usage counts can and cannot show, under the figures. */
export const adminUsageNoteMessages = i18n('admin.usageNote', {
  title: 'What these counts can and cannot show',
  whatIsCounted:
    "They count calculators started and results reached on this site's pages while Analytics Tracking is on: at most one start and one result of each calculator each time a page is opened.",
  notPeople: 'They cannot count people: nothing identifies a visitor, so someone who opens a calculator twice is counted twice, and visitors who block scripts are not counted.',
  limits:
    'Each internet address counts at most 20 calculations an hour, and the whole site 3,000 an hour. An office, library or phone network sharing one address may be counted less than it used the site, and on a very busy hour the counts stop at the limit.',
  madeUp:
    'Someone sending made-up events can add no more than 20 calculations an hour from each address they control, and no more than 3,000 an hour in all, so a sudden jump may not be real. Use the counts as a guide to which calculators are used, not as exact figures.',
});

/** Tab 7, Advertising. */
export const adminAdvertisingMessages = i18n('admin.advertising', {
  adNetwork: 'Ad network',
  masterSwitch: 'Master ad switch',
  adSlots: 'Ad slots',
  slotsNote:
    'Ads show only when the master switch is on and the publisher ID is set. The header and mobile banners sit below the site header; the sidebar and in-content slots sit on guide and situation pages, never inside a calculator. With GDPR consent on (Settings tab), they load only after a visitor accepts cookies; with it off, Google’s own consent message must ask instead.',
});

/** Tab 5, Settings. */
export const adminSettingsTabMessages = i18n('admin.settingsTab', {
  siteMessages: 'Site messages',
  analyticsPrivacy: 'Analytics and privacy',
  analyticsNote:
    'Google Analytics loads only for visitors who choose Accept cookies on the cookie banner, whatever the GDPR consent switch says: its cookies are not strictly necessary, so UK law (the Privacy and Electronic Communications Regulations, regulation 6) needs consent first. Visitors can change their choice at any time from Cookie settings in the footer.',
});

/** Tab 3, Contact Forms. */
export const adminMessagesMessages = i18n('admin.messages', {
  refresh: 'Refresh messages',
  /** {total} and {unread} are drawn in bold. */
  summary: count({ one: '{total} message in total, {unread} unread', other: '{total} messages in total, {unread} unread' }),
  summaryShowing: count({
    one: '{total} message in total, {unread} unread (showing the newest {shown})',
    other: '{total} messages in total, {unread} unread (showing the newest {shown})',
  }),
  none: 'No contact form submissions yet',
  caption: 'Contact form submissions, newest first',
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  date: 'Date',
  /** The language of the page a message was sent from, by the language's own name ('Cymraeg'). */
  language: 'Language',
  status: 'Status',
  action: 'Action',
  /** Labels of a message's card on a phone, where the table's headers are hidden. */
  emailCard: 'Email:',
  subjectCard: 'Subject:',
  languageCard: 'Language:',
  sentCard: 'Sent:',
  statusCard: 'Status:',
  showMessage: 'Show message',
  read: 'Read',
  unread: 'Unread',
  markRead: 'Mark Read',
  markReadLabel: params('Mark Read: message from {name}'),
  loadMore: 'Load more messages',
  loadMoreFailed: params('The next messages could not be loaded: {error}'),
});

/** Tab 4, Admin Users, and the admin's own sessions. */
export const adminUsersMessages = i18n('admin.users', {
  emailRequired: 'Email required',
  enterEmail: 'Please enter an email address',
  added: 'Admin added',
  addedText: params('{email} is now an admin'),
  addError: 'Error adding admin user',
  addAnAdmin: 'Add an admin',
  emailLabel: 'Email address of an existing account',
  adding: 'Adding...',
  addAdmin: 'Add admin',
  noAccountTitle: 'To add an admin who has no account yet',
  /** The command is drawn as code. */
  noAccountRun: "On the server, in the site's folder, run <code>npm run admin:create -- --email you@example.org</code> with their email address.",
  noAccountPassword:
    'Type their password when asked (it is not shown). It must be at least 12 characters and hard to guess (three or four unrelated words work well); if it is not, the command says why. This creates the account, or updates its password, and makes it an admin.',
  noAccountThen: 'They can then sign in here. To grant admin to an account that already exists, use the field above.',
  admins: 'Admins',
  none: 'No admin users found',
  caption: params('Admin users ({count})'),
  userId: 'User ID',
  email: 'Email',
  role: 'Role',
  addedColumn: 'Added',
  endedOthers: count({ one: 'Ended {count} other session.', other: 'Ended {count} other sessions.' }),
  couldNotEndOthers: 'Could not end the other sessions',
  endedOne: params('Ended the session started {time}.'),
  alreadyEnded: 'That session had already ended.',
  couldNotEndOne: 'Could not end that session',
  yourSessions: 'Your sessions',
  endOthers: 'End other sessions',
  sessionsIntro:
    'Everywhere this account is signed in. If you see one you do not recognise, end it and ask for your password to be changed with npm run admin:create. An account can have at most 5 sessions; signing in again ends the oldest.',
  thisBrowser: 'This browser (the session you are using)',
  anotherSession: 'Another session',
  signedInLastActive: params('Signed in {created}; last active {used}'),
  endSessionLabel: params('End the session started {time}'),
  endSession: 'End session',
});

/** Two-step sign-in, on the Admin Users tab. */
export const adminTwoStepMessages = i18n('admin.twoStep', {
  title: 'Two-step sign-in',
  intro: 'With two-step sign-in, signing in asks for a code from an authenticator app on your phone as well as your password, so a stolen password is not enough.',
  notSetUp: 'Two-step sign-in not set up',
  enterCode: 'Enter the 6-digit code from your authenticator app',
  setUp: 'Two-step sign-in set up',
  setUpText: 'Sign-in now asks for a code from your authenticator app',
  updated: 'Two-step sign-in updated',
  requiredText: 'Every admin now signs in with a code',
  notChanged: 'Two-step sign-in not changed',
  choiceText: "Two-step sign-in is now each admin's choice",
  statusOn: count({ one: 'On for your account ({count} recovery code left).', other: 'On for your account ({count} recovery codes left).' }),
  statusOff: 'Off for your account.',
  setUpAgain: 'Set up again with a new key',
  setUpButton: 'Set up two-step sign-in',
  turnOn: 'Turn on two-step sign-in',
  requireLabel: 'Require two-step sign-in for every admin',
  requireHint: 'Admins without it set it up the next time they sign in.',
  requireHintFirst: 'Set it up for your own account first.',
  stopRequiring: 'Stop requiring two-step sign-in',
  /** The command is drawn as code. */
  lostPhone:
    'Lost your phone and your recovery codes? On the server, run <code>npm run admin:create -- --two-factor --email</code> followed by your email address to set up a new key.',
});

/** Tab 2, Benefit Rates. */
export const adminRatesMessages = i18n('admin.rates', {
  perMonth: 'a month',
  perWeek: 'a week',
  perYear: 'a year',
  perHour: 'an hour',
  /** An imported LHA rate of an area not built in. */
  amountPerWeek: params('{amount} a week'),
  none: 'None',
  rateUpdated: 'Rate updated',
  rateUpdatedText: 'Benefit rate has been updated successfully',
  rateError: 'Error updating rate',
  amountLabel: params('Amount for {benefit}: {rate} in pounds'),
  /** {unit} is 'a month', 'a week', 'a year' or 'an hour'. */
  amountLabelUnit: params('Amount for {benefit}: {rate} in pounds, {unit}'),
  /** The field's error; 'Error:' is for screen readers only. */
  error: '<sr>Error: </sr>{error}',
  moreThanDouble: params('{amount} is more than double the current {current}. Save it?'),
  lessThanHalf: params('{amount} is less than half the current {current}. Save it?'),
  saveAmount: params('Save {amount}'),
  thisYear: params('{year} (this year)'),
  /** {date} is drawn in bold. */
  lastUpdated: 'Last updated: {date}',
  never: 'Never',
  intro:
    'Change an amount in pounds and pence and press Enter or leave the field to save it. Calculators, guides and the rates page use the new figure within a minute. Figures set by law, such as percentages and limits, are shown but cannot be changed here.',
  taxYear: 'Tax year',
  findRate: 'Find a rate',
  caption: params('Benefit rates, {year} ({shown} of {total} shown)'),
  benefitType: 'Benefit type',
  rateName: 'Rate name',
  amount: 'Amount',
  region: 'Region',
  effectiveDate: 'Effective date',
  /** Labels of a rate's card on a phone, where the table's headers are hidden. */
  amountCard: 'Amount:',
  regionCard: 'Region:',
  effectiveDateCard: 'Effective date:',
  setByLaw: 'Set by law, not edited here',
  importedFrom: params('Imported from {source}'),
  noMatch: params('No rates match “{filter}”.'),
});

/** Importing an LHA table, on the Benefit Rates tab. */
export const adminLhaImportMessages = i18n('admin.lhaImport', {
  title: 'Import LHA rates',
  intro:
    "Choose an official Local Housing Allowance table saved as CSV: GOV.UK's table for England, Rent Officers Wales' or the Scottish Government's, with weekly figures or Universal Credit's monthly ones (made weekly: monthly × 12 ÷ 52, to the penny). Check the preview, then save it as the rates of the tax year you choose.",
  fileLabel: 'LHA table (CSV file)',
  yearLabel: 'Year the rates are for',
  periodLabel: 'Weekly or monthly figures',
  asFileSays: 'As the file says',
  weekly: 'Weekly',
  monthly: 'Monthly',
  preview: 'Preview',
  chooseFile: 'Choose the CSV file of an LHA table',
  tooLarge: 'The file is too large for an LHA table. Choose the CSV file of one table.',
  previewFailed: 'The file could not be previewed. Check your connection and try again.',
  bigChangeOne: params("{name}'s rates change by more than half. Check the figures and tick each area to save it, or correct the file and preview it again."),
  bigChangeMany: params('The rates of {count} areas change by more than half. Check the figures and tick each area to save it, or correct the file and preview it again.'),
  /** '1 area', '12 areas'. */
  areas: count({ one: '{count} area', other: '{count} areas' }),
  saved: params('Saved as the {year} rates: {added} added and {changed} changed, from {source}. Calculators use them now.'),
  imported: 'LHA rates imported',
  importedText: params('{areas} saved'),
  notSaved: 'The LHA rates were not saved. Please try again.',
  nothingSaved: 'Nothing was saved',
  previewOf: params('Preview of {source} for {year}'),
  counts: params('{added} added, {changed} changed, {unchanged} unchanged against the rates published now.'),
  converted: 'The figures were monthly and have been made weekly.',
  problems: count({
    one: '{count} line cannot be read. Correct the file and preview it again; nothing can be saved until then.',
    other: '{count} lines cannot be read. Correct the file and preview it again; nothing can be saved until then.',
  }),
  areasLabel: 'Areas added or changed',
  areaAdded: params('{name} (added)'),
  areaChanged: params('{name} (changed)'),
  weeklyFigures: params('Weekly: {figures}'),
  /** One category's figure: '4 bedrooms £520.00'. */
  figure: params('{category} {amount}'),
  figureWas: params('{category} {amount} (was {was})'),
  confirmLegend: 'Confirm changes of more than half',
  bigChanges: count({
    one: '{count} area changes by more than half. Check the figures against the official table and tick each area to save it.',
    other: '{count} areas change by more than half. Check the figures against the official table and tick each area to save it.',
  }),
  saveArea: params('Save {name}: {changes}'),
  bigFigure: params('{category} {from} → {to}'),
  unchangedAreas: params('Unchanged areas ({count})'),
  notes: params('Lines left out as notes ({count})'),
  noteLine: params('Line {line}: {text}'),
  saveAs: params('Save {areas} as {year} rates'),
  nothingToSave: "Every area's figures are already published: there is nothing to save.",
});

/** Councils' Council Tax Support schemes, on the Benefit Rates tab (src/islands/admin/tabs/CouncilSchemes.tsx and CouncilSchemeForm.tsx). */
export const adminCouncilSchemesMessages = i18n('admin.councilSchemes', {
  title: 'Council Tax Support schemes',
  intro:
    "Each council in England sets its own Council Tax Support scheme for people of working age. The calculator uses the scheme in force for a council and year: one added here, else the one built into this release, else illustrative figures. Add a council's scheme from its published document; check the preview, then save it. Calculators use it at once.",
  listCaption: 'Schemes in force',
  noneSaved: 'No scheme has been added here yet.',
  /** A scheme's line in the list: '{council}, {year}'. */
  councilYear: params('{council}, {year}'),
  builtIn: 'Built into this release',
  addedBy: params('Added by {who} on {when}'),
  sourceLink: params('{title} ({date})'),
  opensInNewTab: '(opens in a new tab)',
  replacesBuiltIn: 'Used in place of the built-in scheme for this year.',
  add: 'Add a scheme',
  edit: 'Correct',
  editLabel: params('Correct the scheme of {council}, {year}'),
  remove: 'Remove',
  removeLabel: params('Remove the scheme of {council}, {year}'),
  confirmRemoveBuiltIn: params('Remove the scheme added for {council}, {year}? The calculator will use the scheme built into this release again.'),
  confirmRemoveIllustrative: params('Remove the scheme added for {council}, {year}? The calculator will use illustrative figures for this council again.'),
  removeYes: 'Yes, remove it',
  removed: 'Scheme removed',
  removedText: params('The scheme of {council}, {year} has been removed.'),
  notRemoved: 'The scheme was not removed. Please try again.',
  loadingForm: 'Loading the form...',
  formTitleAdd: 'Add a council’s scheme',
  formTitleEdit: params('Correct the scheme of {council}, {year}'),
  council: 'Council',
  chooseCouncil: 'Choose a council',
  councilHint: 'Councils in England, by name. Wales and Scotland have national schemes.',
  year: 'Tax year the scheme is for',
  how: 'How to give the scheme',
  byForm: 'Fill in the form (one taper for everyone)',
  byJson: 'Paste or upload JSON (any scheme)',
  maxPercent: 'Most the scheme covers, as a percentage of the council tax',
  maxPercentHint: 'For example 75 if the most anyone gets is 75% of their bill.',
  taperPercent: 'Taper: the percentage of income above the amount for living expenses taken off',
  taperPercentHint: 'Usually 20.',
  bandCap: 'Band cap',
  bandCapHint: 'The reduction is worked out on this band’s council tax when the home is in a higher band.',
  noBandCap: 'No band cap',
  band: params('Band {band}'),
  capitalLimit: 'Capital limit, in pounds',
  capitalLimitHint: 'No reduction with savings over this.',
  tariff: 'Count tariff income from savings below the limit: £1 a week for each £250, or part of £250, over £6,000 (as Housing Benefit does)',
  nonDependant: 'Non-dependant deduction, in pounds a week (optional)',
  nonDependantHint: 'One flat deduction for each other adult. Leave empty for none; use JSON for deductions by income.',
  minimumWeekly: 'Smallest award paid, in pounds a week (optional)',
  minimumWeeklyHint: 'No reduction when the award would be less than this. Leave empty for none.',
  sourceTitle: 'Title of the scheme document',
  sourceUrl: 'Address of the scheme document',
  sourceUrlHint: 'Starts with https://',
  sourceDate: 'Date of the scheme document',
  sourceDateHint: 'As the document gives it, for example 1 March 2026.',
  json: 'The scheme as JSON',
  jsonHint: 'In the shape of the built-in schemes (src/calc/council-tax-support-local/model.ts). Its code must be the council’s and its years must include the year chosen.',
  jsonFile: 'Or upload a JSON file',
  jsonNotJson: params('The scheme is not JSON the calculator can read: {reason}.'),
  jsonTooLarge: 'The file is too large for a scheme. Choose the JSON file of one scheme.',
  otherCouncil: params('code is {typed}, but the council chosen is {council} ({code}).'),
  otherYear: params('years does not include {year}, the tax year chosen.'),
  chooseCouncilError: 'Choose the council the scheme is for',
  problems: count({
    one: 'The scheme has {count} problem. Nothing has been saved.',
    other: 'The scheme has {count} problems. Nothing has been saved.',
  }),
  /** The field's error; 'Error:' is for screen readers only. */
  error: '<sr>Error: </sr>{error}',
  preview: 'Preview',
  previewTitle: 'Preview',
  previewIntro: params('A household like this would get, under this scheme in {year}, with a Band D bill of {bill} a year (the council’s own Band D bill is not held here):'),
  previewNoIncome: params('A single person aged 30 with no income: {weekly} a week ({annual} a year).'),
  previewEarnings: params('A single person aged 30 earning {earnings} a week: {weekly} a week ({annual} a year).'),
  previewSource: params('The calculator will cite: {title}, {date}.'),
  save: 'Save scheme',
  saving: 'Saving...',
  saved: 'Scheme saved',
  savedText: params('The scheme of {council}, {year} has been saved. Calculators use it now.'),
  notSaved: 'The scheme was not saved. Please try again.',
  previewFirst: 'Preview the scheme before saving it.',
  previewFailed: 'The scheme could not be previewed. Check your connection and try again.',
});

/** The sentence by a rate's amount that is not pounds and pence (src/lib/rate-amount.ts), on the tab and from the server. */
export const adminRateAmountMessages = i18n('admin.rateAmount', {
  tooBig: params('The amount for {label} must be {max} or less'),
  enter: params('Enter the amount for {label} in pounds and pence, like {example}'),
});
