/**
 * Personal Independence Payment (docs/rules.md "PIP"; the official figures): the weekly rates of each
 * tax year and the points thresholds. The points of each descriptor are Schedule 1 to the PIP
 * Regulations, the same every year, and live with the descriptors' words in src/calc/pip-schedule.ts.
 */
import { BY_YEAR, everyYear, GOV_UK_RATES, perWeek, count, PIP_REGS, type RateSpecs } from './define';

export const PIP_RATES = {
  'pip.daily-living.standard': perWeek('Daily living, standard rate', BY_YEAR, [GOV_UK_RATES, PIP_REGS('reg 24')]),
  'pip.daily-living.enhanced': perWeek('Daily living, enhanced rate', BY_YEAR, [GOV_UK_RATES, PIP_REGS('reg 24')]),
  'pip.mobility.standard': perWeek('Mobility, standard rate', BY_YEAR, [GOV_UK_RATES, PIP_REGS('reg 24')]),
  'pip.mobility.enhanced': perWeek('Mobility, enhanced rate', BY_YEAR, [GOV_UK_RATES, PIP_REGS('reg 24')]),
  'pip.threshold.standard': count('Points for a standard rate', everyYear(8), [PIP_REGS('regs 5-6')]),
  'pip.threshold.enhanced': count('Points for an enhanced rate', everyYear(12), [PIP_REGS('regs 5-6')]),
} satisfies RateSpecs;
