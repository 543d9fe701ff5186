/**
 * The exceptions to the shared accommodation rate that Universal Credit (UC Regs Sch 4 para 29) and
 * Housing Benefit (HB Regs reg 2(1) "young individual") share, in plain English: their own file, as
 * they load only with the tab that asks them (README "Performance"). Each calculator adds the
 * regulation and the ages in its own words (`ucExemptionMessages`, `hbExemptionMessages`).
 */
import { i18n } from '../i18n';

export const sharedRateExemptionMessages = i18n('shared.exemptions', {
  careLeaver: 'I was in local authority care before I was 18 (a care leaver)',
  hostel: 'I have lived in hostels for homeless people for 3 months or more in all, and accepted support there to resettle',
  mappa: 'I am managed under multi-agency public protection arrangements (MAPPA) because of the risk of serious harm I may pose',
  abuse:
    'Since I was 16, a partner, former partner or relative has abused or threatened me, and I have evidence from an official such as the police, a doctor or a support worker that I contacted them about it',
  slavery: 'I have been confirmed as a victim of modern slavery (a positive conclusive grounds decision)',
});
