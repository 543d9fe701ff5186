/**
 * Personal Independence Payment (docs/rules.md "PIP"; the official figures): the weekly rates of each
 * tax year and the points thresholds. The points of each descriptor are Schedule 1 to the PIP
 * Regulations, the same every year, and live with the descriptors' words in src/calc/pip-schedule.ts.
 */
import { BY_YEAR, everyYear, GOV_UK_RATES, perWeek, count, PIP_REGS, type RateSpecs } from './define';
import { ADP_NOTE, ADP_REFERENCES } from './scotland';

export const PIP_RATES = {
  'pip.daily-living.standard': perWeek(BY_YEAR, [GOV_UK_RATES, PIP_REGS('reg 24'), ...ADP_REFERENCES], { note: ADP_NOTE }),
  'pip.daily-living.enhanced': perWeek(BY_YEAR, [GOV_UK_RATES, PIP_REGS('reg 24'), ...ADP_REFERENCES], { note: ADP_NOTE }),
  'pip.mobility.standard': perWeek(BY_YEAR, [GOV_UK_RATES, PIP_REGS('reg 24'), ...ADP_REFERENCES], { note: ADP_NOTE }),
  'pip.mobility.enhanced': perWeek(BY_YEAR, [GOV_UK_RATES, PIP_REGS('reg 24'), ...ADP_REFERENCES], { note: ADP_NOTE }),
  'pip.threshold.standard': count(everyYear(8), [PIP_REGS('regs 5-6')]),
  'pip.threshold.enhanced': count(everyYear(12), [PIP_REGS('regs 5-6')]),
} satisfies RateSpecs;
