/**
 * The server's words (server/), in English: the pages it writes itself (errors, maintenance,
 * the settings' banner, ads and cookie choices written into every page) and the sentences of
 * its API's errors. Names start with 'server.'. The server imports this file by a relative
 * path, as it imports src/lib. Figures and durations arrive formatted.
 */
import { count, i18n, params } from '../i18n';

/** The pages the server writes itself (server/html/error-page.ts and its callers). */
export const serverPageMessages = i18n('server.pages', {
  /** A page's title: 'Oops! Page not found | UK Benefits Calculator'. */
  pageTitle: params('{title} | UK Benefits Calculator'),
  returnHome: 'Return to Home',
  storageFailedTitle: 'Sorry, we could not save that',
  somethingWrongTitle: 'Sorry, something went wrong',
  tryAgainSoon: 'Please try again in a few minutes.',
  addressTooLong: 'Address too long',
  addressTooLongText: 'The web address is too long for us to read. Check it and try again.',
  badRequest: 'Bad request',
  badAddressText: 'The web address is not valid. Check it and try again.',
  requestRefused: 'Request refused',
  crossSiteForm: 'This form was sent from another website, so we did not accept it. Go to our contact page and try again.',
  notFoundTitle: 'Oops! Page not found',
  notFoundText: 'The page may have moved.',
  /** The contact page's title, when the built page is missing. */
  contactTitle: 'Contact Us',
  maintenanceTitle: 'Sorry, the site is down for maintenance',
  maintenanceText: 'We are making some changes. Please try again in a few minutes. Your saved calculations are kept on your device and will still be there.',
  helpNow: 'If you need help now',
});

/** The API's general answers (server/errors.ts, server/http.ts, the middleware). */
export const serverApiMessages = i18n('server.api', {
  badRequest: 'Bad request',
  storageFailed: 'Sorry, we could not save that just now. Nothing was changed. Please try again in a few minutes.',
  somethingWrong: 'Something went wrong. Please try again.',
  notFound: 'Not found',
  crossSite: 'This request came from another site and was refused.',
  databaseUnavailable: 'Database unavailable',
  checkFields: 'Check the highlighted fields and try again.',
  unexpectedField: params('Unexpected field: {fields}'),
  sendJson: 'Send the body as JSON, with Content-Type: application/json.',
  tooLargeKb: params('The request is too large (at most {kb} KB).'),
  tooLarge: 'The request is too large.',
});

/** Signing in, the session and the password rules (server/routes/auth.ts, server/auth/). */
export const serverAuthMessages = i18n('server.auth', {
  enterEmail: 'Enter your email address',
  enterPassword: 'Enter your password',
  enterCode: 'Enter the code from your authenticator app',
  wrongCode: 'The code is not correct. Enter the 6-digit code your authenticator app shows now, or one of your recovery codes.',
  wrongSetupCode: 'The code is not correct. Check the app holds the key shown here and enter the 6-digit code it shows now.',
  startAgain: 'Your sign-in has timed out. Enter your email address and password again.',
  /** Never says which of the two was wrong (docs/product.md §8 "Admin"). */
  loginFailed: 'The email address or password is not correct.',
  notAdmin: "You don't have admin privileges",
  sessionEnded: 'Your session has ended. Sign in again.',
  /** {wait} is a duration: '45 seconds', '2 minutes'. */
  throttled: params('Too many failed sign-in attempts. Try again in {wait}.'),
  inProgress: 'A sign-in from your connection is already being checked. Wait a moment and try again.',
  busy: 'Sign-in is busy just now. Try again in a few seconds.',
  siteBusy: params('Too many sign-in attempts are being made on this site just now. Try again in {wait}.'),
  seconds: count({ one: '{count} second', other: '{count} seconds' }),
  minutes: count({ one: '{count} minute', other: '{count} minutes' }),
  passwordTooShort: params('The password must be at least {min} characters long.'),
  passwordTooLong: params('The password must be at most {max} characters long.'),
  /** Followed by the password checker's own warning and advice (zxcvbn). */
  passwordTooEasy: 'The password is too easy to guess.',
  passwordMoreWords: 'Add more words that are less common.',
});

/** The admin API's answers (server/routes/admin/). */
export const serverAdminMessages = i18n('server.admin', {
  enterEmail: 'Please enter an email address',
  emailTooLong: 'Email address must be 320 characters or fewer',
  confirmPassword: 'Enter your password to confirm',
  passwordWrong: 'Your password is not correct',
  grantPasswordWrong: 'Your password is not correct, so admin rights were not granted.',
  noAccount: params('No account uses {email}. Create it first with npm run admin:create -- --email {email}'),
  noAccountField: 'No account uses this email address',
  alreadyAdmin: 'That account is already an admin.',
  alreadyAdminField: 'That account is already an admin',
  enterCode: 'Enter the 6-digit code from your authenticator app',
  requiredBoolean: 'required must be true or false',
  setUpPasswordWrong: 'Your password is not correct, so two-step sign-in was not set up.',
  noSetUp: 'Start again: press "Set up two-step sign-in" and enter your password.',
  wrongCode: 'The code is not correct. Check the app holds the key shown here and enter the 6-digit code it shows now.',
  ownFirst: 'Set up two-step sign-in for your own account before requiring it of every admin.',
  turnOffPasswordWrong: 'Your password is not correct, so two-step sign-in is still required.',
  sessionAlreadyEnded: 'That session has already ended.',
  currentSession: 'This is the session you are using. Use Sign out to end it.',
  settingNotSaved: 'Error updating setting - Please try again',
  settingValueType: 'Value must be text, true or false',
  noSetting: 'No setting has that name.',
  rateNotSaved: 'Error updating rate',
  enterAmount: 'Enter an amount',
  noRate: 'No rate has that id in that tax year.',
  setByLaw: params('{label} is set by law or arithmetic and is not edited here.'),
  cannotEdit: 'This figure cannot be edited',
  /** {why} is the rate's own words for having no figure, or noFigure. */
  didNotApply: params('{label} did not apply in {year}: {why}.'),
  noFigure: 'no figure',
  lhaNotSaved: 'The LHA rates were not saved. Please try again.',
  chooseYear: 'Choose the tax year the rates are for',
  chooseFile: 'Choose a file',
  fileNameTooLong: 'The file name must be 1,000 characters or fewer',
  fileDate: "Give the file's date",
  fileDateFormat: "Give the file's date as YYYY-MM-DD",
  fileTooLarge: 'The file is too large for an LHA table',
  confirmedAreas: 'confirmedAreas must be a list of area ids',
  linesUnreadable: count({
    one: 'Nothing was saved: {count} line of the file cannot be read. Correct the file and try again.',
    other: 'Nothing was saved: {count} lines of the file cannot be read. Correct the file and try again.',
  }),
  bigChangeOne: params("Nothing was saved: {name}'s rates change by more than half. Check the figures, confirm each area and save again."),
  bigChangeMany: params('Nothing was saved: the rates of {count} areas ({names}) change by more than half. Check the figures, confirm each area and save again.'),
  isReadTrue: 'is_read can only be set to true',
  noMessagesPage: 'That page of messages does not exist. Refresh the messages and try again.',
  noMessage: 'No message has that id.',
  /** Council Tax Support schemes (server/routes/admin/council-schemes.ts). */
  schemeNotSaved: 'The scheme was not saved. Please try again.',
  noEnglishCouncil: 'No council in England has that code. Choose the council from the list.',
  noSchemeYear: 'The calculator has no figures for that tax year. Choose one of the years listed.',
  enterScheme: 'Give the scheme: fill in the form, or paste or upload its JSON.',
  schemeNotJson: params('The scheme is not JSON the calculator can read: {reason}. Check the text pasted or the file chosen.'),
  schemeProblems: count({
    one: 'Nothing was saved: the scheme has {count} problem. Correct it and save again.',
    other: 'Nothing was saved: the scheme has {count} problems. Correct them and save again.',
  }),
  schemeOtherCouncil: params('code is {typed}, but the council chosen is {council} ({code}). Choose that council, or correct the code.'),
  schemeOtherYear: params('years does not include {year}, the tax year chosen. Choose one of {years}, or add {year} to years.'),
  schemeTextTooLong: params('{field} must be {max} characters or fewer.'),
  noCouncilScheme: 'No scheme is saved for that council and tax year.',
});

/** The contact API's and form's refusals (server/routes/contact.ts); the form's own words are src/i18n/en/contact.ts. */
export const serverContactMessages = i18n('server.contact', {
  maintenance: 'Sorry, the site is down for maintenance, so we cannot take messages just now. Please try again in a few minutes.',
  tooMany: count({
    one: 'You have sent several messages in a short time. Please wait {count} second and try again.',
    other: 'You have sent several messages in a short time. Please wait {count} seconds and try again.',
  }),
  /** {wait} is a duration: '45 seconds', '2 minutes'. */
  siteFull: params('We are getting more messages than we can take just now, so yours has not been sent. What you typed is still in the form: please try again in {wait}.'),
});

/** Usage events (server/routes/usage.ts, server/usage-budget.ts). */
export const serverUsageMessages = i18n('server.usage', {
  calculatorType: params('calculator_type must be one of {ids}'),
  isMobile: 'is_mobile must be true or false',
  completed: 'completed must be true or false',
  trackingOff: 'Usage tracking is switched off.',
  tooMany: 'Too many usage events. Try again later.',
  badToken: 'Usage events are counted only with the token the page was given. Reload the page.',
  alreadySent: 'This page has already sent that usage event.',
  resultBeforeStart: 'A result is counted only after its start.',
});

/** A setting's new value that cannot be kept (server/settings.ts). */
export const serverSettingMessages = i18n('server.settings', {
  trueOrFalse: 'Value must be true or false',
  enterId: 'Enter an ID',
  idTooLong: 'ID must be 40 characters or fewer',
  idCharacters: 'ID can only contain letters, numbers and hyphens',
  enterMessage: 'Enter a message',
  messageTooLong: params('Message must be {max} characters or fewer'),
});

/** What the settings write into every page (server/html/site-transforms.ts): the banner, ads, cookie choices. */
export const serverSiteMessages = i18n('server.site', {
  bannerLabel: 'Important notice',
  bannerPrefix: 'Important:',
  advertisement: 'Advertisement',
  adHeader: 'Advertisement (header)',
  adMobile: 'Advertisement (top)',
  adSidebar: 'Advertisement (sidebar)',
  adInContent: 'Advertisement (in page)',
  cookieChoices: 'Cookie choices',
  askAnalytics: 'We would like to use analytics cookies to understand how people use this site.',
  askAds: 'We would like to use advertising cookies to show adverts that help keep it free.',
  askBoth: 'We would like to use analytics cookies to understand how people use this site, and advertising cookies to show adverts that help keep it free.',
  onlyIfAccepted: 'We only set them if you accept. The calculators work the same either way.',
  howWeUseCookies: 'How we use cookies',
  accept: 'Accept cookies',
  reject: 'Reject cookies',
  /** After a choice: <result> is filled by the consent loader ('You have accepted'); <settings> links to the cookie settings. */
  chosen: '<result></result> these cookies. You can <settings>change your cookie settings</settings> at any time.',
  hide: 'Hide this message',
  nothingToChooseAds:
    'We set no analytics cookies at the moment, so there is nothing to choose here. Adverts come from Google AdSense, and Google asks for your consent in its own message before it sets advertising cookies.',
  nothingToChooseOff: 'Analytics and advertising are switched off on this site at the moment, so we set none of their cookies and there is nothing to choose.',
  noScript: 'Your browser has JavaScript turned off, so analytics and advertising cannot run and none of their cookies are set.',
});
