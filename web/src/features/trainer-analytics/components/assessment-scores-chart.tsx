// The trainer analytics' last panel, assessment scores over time, one pet at a time: its code (the
// pet Select's look-alike and its input) comes after the page's load (decisions.md 103), being at
// the foot of the page (analytics-page.tsx).
import { useState } from 'react';
import type { TrainerAnalytics } from '@common/trainer-analytics-schemas';
import { ChartPanel } from '../../../components/chart-panel';
import { CHART_HEIGHT, shortDay } from '../../../components/chart-format';
import { LineChart } from '../../../components/charts/line-chart';
import { SelectField } from '../../../components/deferred-fields/select-field';
import { formatDate } from '../../../lib/format';
import { SCORE_AXIS } from '../../../lib/score-axis';
import { analyticsCsvUrl } from '../../../lib/trainer-query';

const SCORE_SERIES = [
  { name: 'sociabilityDogs', label: 'Dogs', color: 'teal.6' },
  { name: 'sociabilityPeople', label: 'People', color: 'blue.6' },
  { name: 'focus', label: 'Focus', color: 'grape.6' },
  { name: 'impulseControl', label: 'Impulse control', color: 'orange.6' },
  { name: 'leashManners', label: 'Leash manners', color: 'red.6' },
] as const;

const score = (value: number | null) => (value === null ? '-' : value);

// The pet Select, only for more than one pet.
type PetChoice = { value: string; label: string };
const PET_SELECT_BOX = { label: 'Pet', mb: 'sm', maw: 260 } as const;

function AssessmentPetSelect({
  pets,
  petId,
  onChange,
}: {
  pets: PetChoice[];
  petId: string | null;
  onChange: (petId: string | null) => void;
}) {
  return (
    <SelectField
      {...PET_SELECT_BOX}
      data={pets}
      value={petId}
      onChange={(value) => onChange(value === null ? null : String(value))}
      allowDeselect={false}
    />
  );
}

export function AssessmentScoresChart({
  rows,
  csvUrl = analyticsCsvUrl('assessments'),
}: {
  rows: TrainerAnalytics['assessmentScores'];
  csvUrl?: string;
}) {
  const pets = [...new Map(rows.map((row) => [String(row.petId), row.petName])).entries()].map(([value, label]) => ({ value, label }));
  const [petId, setPetId] = useState<string | null>(pets[0]?.value ?? null);
  const shown = rows.filter((row) => String(row.petId) === petId);
  return (
    <ChartPanel
      title="Assessment scores over time"
      csvUrl={csvUrl}
      rows={shown}
      controls={pets.length > 1 ? <AssessmentPetSelect pets={pets} petId={petId} onChange={setPetId} /> : null}
      columns={[
        { label: 'Date', value: (row) => formatDate(row.date) },
        ...SCORE_SERIES.map((series) => ({ label: series.label, value: (row: (typeof rows)[number]) => score(row[series.name]) })),
      ]}
      chart={
        <LineChart
          h={CHART_HEIGHT}
          data={shown.map((row) => ({ ...row, date: shortDay(row.date) }))}
          dataKey="date"
          yAxisProps={SCORE_AXIS}
          connectNulls
          series={SCORE_SERIES.map((series) => ({ ...series }))}
          withLegend
        />
      }
    />
  );
}
