// The names of a chart's series over its plot, each with its color; pointing at one dims the others.
import type { SeriesStyle } from './cartesian-chart';
import classes from './charts.module.css';

type ChartLegendProps = { series: SeriesStyle[]; onHighlight: (name: string | null) => void };

export function ChartLegend({ series, onHighlight }: ChartLegendProps) {
  return (
    <div className={classes.legend} aria-hidden="true">
      {series.map(({ series: item, color, dimmed }) => (
        <span
          key={item.name}
          className={classes.legendItem}
          data-dimmed={dimmed || undefined}
          onPointerEnter={() => onHighlight(item.name)}
          onPointerLeave={() => onHighlight(null)}
        >
          <span className={classes.swatch} style={{ background: color }} />
          {item.label ?? item.name}
        </span>
      ))}
    </div>
  );
}
