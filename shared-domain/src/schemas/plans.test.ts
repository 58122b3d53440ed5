import { describe, expect, it } from 'vitest';
import { planSeason, planVisits } from './plans.ts';

describe('care plan visits', () => {
  it('runs a season from launch for six months, across the new year when it starts late', () => {
    expect(planSeason(4, 2031)).toEqual({ launch: '2031-04-01', haulOut: '2031-10-01' });
    expect(planSeason(11, 2031)).toEqual({ launch: '2031-11-01', haulOut: '2032-05-01' });
  });

  it('washes every N weeks from launch until before haul-out', () => {
    expect(planVisits('recurring', planSeason(4, 2031), 9).map((visit) => visit.date)).toEqual([
      '2031-04-01',
      '2031-06-03',
      '2031-08-05',
    ]);
    const winter = planVisits('recurring', planSeason(11, 2031), 8).map((visit) => visit.date);
    expect(winter).toEqual(['2031-11-01', '2031-12-27', '2032-02-21', '2032-04-17']);
    expect(winter.every((date) => date < '2032-05-01')).toBe(true);
  });

  it('is a spring polish and wax a week before launch and a wash at haul-out, yearly', () => {
    expect(planVisits('yearly', planSeason(1, 2032))).toEqual([
      { date: '2031-12-25', kind: 'springPolishWax' },
      { date: '2032-07-01', kind: 'autumnWash' },
    ]);
  });
});
