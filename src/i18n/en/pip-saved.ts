/**
 * How PIP's saved-answers reader (src/islands/pip/saved-input.ts) names the answers, in English:
 * in the notice of answers it had to reset, and as the questions of the printout's table. A file
 * of its own, loaded with the reader (README "Performance").
 */
import { i18n, params } from '../i18n';

export const pipSavedMessages = i18n('pip.saved', {
  activity: params('your answer to ‘{activity}’'),
  assessment: 'your answers about daily living and mobility',
  details: 'your details',
  dailyLiving: 'your daily living answers',
  mobility: 'your mobility answers',
  age: 'your age',
  hasDisability: 'whether you have a disability',
  duration: 'how long your condition has lasted',
  location: 'where you live',
  pensionAge: 'whether you have reached State Pension age',
  previousAward: 'whether you were paid PIP or DLA in the last 12 months',
  endOfLife: 'whether the special rules for end of life apply',
  conditions: 'your conditions',
});
