/**
 * The PIP calculator's words (src/islands/pip), in English. Each `i18n(name, …)` is the messages
 * of one part of the island; names start with 'pip.' so they never meet another island's.
 */
import { count, i18n, params } from '../i18n';

/** '1 point', '12 points'. */
export const pipPointsMessages = i18n('pip.points', {
  points: count({ one: '{count} point', other: '{count} points' }),
});

export const pipProgressBarMessages = i18n('pip.progressBar', {
  points: params('Daily living {dailyLiving} · Mobility {mobility}'),
  answered: params('Answered {answered}/{total}'),
  progressLabel: 'Activities answered',
  progressValue: params('{answered} of {total} activities answered: daily living {dailyLivingAnswered} of {dailyLivingTotal}, mobility {mobilityAnswered} of {mobilityTotal}'),
  selfAssessment: 'A self-assessment, not an official decision.',
  aboutEstimate: 'About this estimate',
});
