import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardPeriod } from '@travel/contracts';
import { SelectField, TextField } from '@travel/ui/booking';
import { PERIOD_PRESETS, type PeriodChoice, rangeProblem } from './period';

export interface PeriodPickerProps {
  choice: PeriodChoice;
  /** The days the choice means now: where a custom range starts from. */
  period: DashboardPeriod;
  onChoice: (choice: PeriodChoice) => void;
}

/** The dashboard's period: a preset at once, or a custom range once both days are chosen and make a period. */
export function PeriodPicker({ choice, period, onChoice }: PeriodPickerProps) {
  const { t } = useTranslation('command');
  // Custom dates being chosen, not yet shown: the select says so until they are.
  const [editing, setEditing] = useState(false);
  const custom = editing || choice.preset === 'custom';
  const [range, setRange] = useState(period);
  const [problem, setProblem] = useState<string | undefined>(undefined);

  const pick = (value: string) => {
    const preset = PERIOD_PRESETS.find((candidate) => candidate === value);
    setEditing(!preset);
    setProblem(undefined);
    if (preset) onChoice({ preset });
    else setRange(period);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const wrong = range.from && range.to ? rangeProblem(range.from, range.to) : 'order';
    setProblem(wrong ? t(`dashboard.period.problems.${wrong}`) : undefined);
    if (wrong) return;
    setEditing(false);
    onChoice({ preset: 'custom', ...range });
  };

  return (
    <form className="dashboard-period card" aria-label={t('dashboard.period.label')} onSubmit={apply}>
      <SelectField path="period" label={t('dashboard.period.label')} value={custom ? 'custom' : choice.preset} onValue={pick}>
        {PERIOD_PRESETS.map((preset) => (
          <option key={preset} value={preset}>
            {t(`dashboard.period.presets.${preset}`)}
          </option>
        ))}
        <option value="custom">{t('dashboard.period.presets.custom')}</option>
      </SelectField>
      {custom ? (
        <>
          <TextField path="from" type="date" label={t('dashboard.period.from')} value={range.from} onValue={(from) => setRange({ ...range, from })} />
          <TextField path="to" type="date" label={t('dashboard.period.to')} value={range.to} onValue={(to) => setRange({ ...range, to })} error={problem} />
          <button type="submit" className="btn btn-primary">
            {t('dashboard.period.apply')}
          </button>
        </>
      ) : null}
    </form>
  );
}
