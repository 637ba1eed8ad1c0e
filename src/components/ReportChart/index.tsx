import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import styles from './styles.module.css';

export type ReportChartSeries = {name: string; values: number[]};

export type ReportChartProps = {
  /** Short name of the chart; shown as the caption and used as the SVG <title>. */
  title: string;
  /** What the chart shows, in words; used as the SVG <desc> for screen readers. */
  description: string;
  /** `bar` and `line` plot each series over the labels; `cohort` draws one row per series and one column per label. */
  kind: 'bar' | 'line' | 'cohort';
  /** Periods on the x axis (bar, line) or the column headings (cohort). */
  labels: string[];
  /** One entry per series (bar, line) or per cohort row; a cohort row may hold fewer values than there are labels. */
  series: ReportChartSeries[];
  /** `%` adds a percent sign to values; any other text labels the value axis. */
  unit?: string;
};

// Every colour used for text has at least 4.5:1 contrast on the white chart background.
const TEXT = '#1e293b';
const MUTED_TEXT = '#475569';
const AXIS = '#64748b';
const GRID = '#e2e8f0';
// Series colours, each at least 5:1 on white; lines also differ by dash pattern and marker shape.
const PALETTE = ['#4338ca', '#0f766e', '#b45309', '#be123c', '#7e22ce'];
const DASHES = [undefined, '8 4', '2 4', '10 4 2 4', '4 4'];
// Cohort cells: light fills carry dark text, dark fills carry white text (all pairs at least 4.5:1).
const COHORT_FILLS = [
  {fill: '#eef2ff', text: TEXT},
  {fill: '#c7d2fe', text: TEXT},
  {fill: '#a5b4fc', text: TEXT},
  {fill: '#4f46e5', text: '#ffffff'},
  {fill: '#3730a3', text: '#ffffff'},
];

const WIDTH = 640;
const PLOT_HEIGHT = 300;
const MARGIN = {top: 16, right: 20, bottom: 40, left: 72};

const colourOf = (index: number) => PALETTE[index % PALETTE.length];
const dashOf = (index: number) => DASHES[index % DASHES.length];

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function formatValue(value: number, unit?: string): string {
  const text = value.toLocaleString('en-US', {maximumFractionDigits: 1});
  return unit === '%' ? `${text}%` : text;
}

/** A round step that splits 0..max into about five intervals. */
function niceStep(max: number): number {
  const rough = max / 5;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / magnitude;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * magnitude;
}

function Marker({index, x, y, colour}: {index: number; x: number; y: number; colour: string}): ReactNode {
  switch (index % 4) {
    case 1:
      return <rect x={x - 4} y={y - 4} width={8} height={8} fill={colour} />;
    case 2:
      return <polygon points={`${x},${y - 5} ${x + 5},${y + 4} ${x - 5},${y + 4}`} fill={colour} />;
    case 3:
      return <polygon points={`${x},${y - 5} ${x + 5},${y} ${x},${y + 5} ${x - 5},${y}`} fill={colour} />;
    default:
      return <circle cx={x} cy={y} r={4} fill={colour} />;
  }
}

function XYChart({kind, labels, series, unit}: Omit<ReportChartProps, 'title' | 'description'>): ReactNode {
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = PLOT_HEIGHT - MARGIN.top - MARGIN.bottom;
  const maxValue = Math.max(0, ...series.flatMap((entry) => entry.values));
  const step = maxValue > 0 ? niceStep(maxValue) : 1;
  const axisMax = Math.max(step, Math.ceil(maxValue / step) * step);
  const ticks = Array.from({length: Math.round(axisMax / step) + 1}, (_, index) => index * step);
  const band = plotWidth / Math.max(labels.length, 1);
  const y = (value: number) => MARGIN.top + plotHeight - (value / axisMax) * plotHeight;
  const bandCentre = (index: number) => MARGIN.left + band * index + band / 2;
  const groupWidth = band * 0.76;
  const barWidth = groupWidth / Math.max(series.length, 1);
  const axisTitle = unit === '%' ? 'Percent' : unit;

  return (
    <g fontSize={13}>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} stroke={GRID} />
          <text x={MARGIN.left - 8} y={y(tick)} dy="0.35em" textAnchor="end" fill={MUTED_TEXT}>
            {formatValue(tick, unit)}
          </text>
        </g>
      ))}
      {axisTitle && (
        <text
          transform={`translate(16 ${MARGIN.top + plotHeight / 2}) rotate(-90)`}
          textAnchor="middle"
          fill={MUTED_TEXT}>
          {axisTitle}
        </text>
      )}
      {labels.map((label, index) => (
        <text key={label} x={bandCentre(index)} y={MARGIN.top + plotHeight + 22} textAnchor="middle" fill={MUTED_TEXT}>
          {label}
        </text>
      ))}
      {kind === 'bar' &&
        series.map((entry, seriesIndex) =>
          entry.values.map((value, index) => (
            <rect
              key={`${entry.name}-${labels[index] ?? index}`}
              x={bandCentre(index) - groupWidth / 2 + barWidth * seriesIndex + 1}
              y={y(value)}
              width={Math.max(barWidth - 2, 1)}
              height={y(0) - y(value)}
              fill={colourOf(seriesIndex)}
            />
          )),
        )}
      {kind === 'line' &&
        series.map((entry, seriesIndex) => (
          <g key={entry.name}>
            <polyline
              points={entry.values.map((value, index) => `${bandCentre(index)},${y(value)}`).join(' ')}
              fill="none"
              stroke={colourOf(seriesIndex)}
              strokeWidth={2.5}
              strokeDasharray={dashOf(seriesIndex)}
            />
            {entry.values.map((value, index) => (
              <Marker
                key={labels[index] ?? index}
                index={seriesIndex}
                x={bandCentre(index)}
                y={y(value)}
                colour={colourOf(seriesIndex)}
              />
            ))}
          </g>
        ))}
      <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(0)} y2={y(0)} stroke={AXIS} />
      <line x1={MARGIN.left} x2={MARGIN.left} y1={MARGIN.top} y2={y(0)} stroke={AXIS} />
    </g>
  );
}

const COHORT_LEFT = 132;
const COHORT_TOP = 36;
const CELL_HEIGHT = 36;

function cohortHeight(rows: number): number {
  return COHORT_TOP + rows * CELL_HEIGHT + 8;
}

function CohortGrid({labels, series, unit}: Omit<ReportChartProps, 'title' | 'description' | 'kind'>): ReactNode {
  const cellWidth = (WIDTH - COHORT_LEFT - MARGIN.right) / Math.max(labels.length, 1);
  const scaleMax = unit === '%' ? 100 : Math.max(1, ...series.flatMap((entry) => entry.values));
  const shade = (value: number) =>
    COHORT_FILLS[Math.min(COHORT_FILLS.length - 1, Math.floor((value / scaleMax) * COHORT_FILLS.length))];

  return (
    <g fontSize={13}>
      <text x={COHORT_LEFT - 10} y={COHORT_TOP - 12} textAnchor="end" fontWeight={600} fill={MUTED_TEXT}>
        Cohort
      </text>
      {labels.map((label, column) => (
        <text
          key={label}
          x={COHORT_LEFT + cellWidth * column + cellWidth / 2}
          y={COHORT_TOP - 12}
          textAnchor="middle"
          fill={MUTED_TEXT}>
          {label}
        </text>
      ))}
      {series.map((entry, row) => {
        const top = COHORT_TOP + CELL_HEIGHT * row;
        return (
          <g key={entry.name}>
            <text x={COHORT_LEFT - 10} y={top + CELL_HEIGHT / 2} dy="0.35em" textAnchor="end" fill={MUTED_TEXT}>
              {entry.name}
            </text>
            {entry.values.slice(0, labels.length).map((value, column) => {
              const {fill, text} = shade(value);
              const left = COHORT_LEFT + cellWidth * column;
              return (
                <g key={labels[column]}>
                  <rect x={left + 1} y={top + 1} width={cellWidth - 2} height={CELL_HEIGHT - 2} rx={3} fill={fill} />
                  <text
                    x={left + cellWidth / 2}
                    y={top + CELL_HEIGHT / 2}
                    dy="0.35em"
                    textAnchor="middle"
                    fill={text}>
                    {formatValue(value, unit)}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
    </g>
  );
}

type ChartDataProps = Pick<ReportChartProps, 'title' | 'labels' | 'series' | 'unit'> & {cohort: boolean};

/**
 * The chart's data as a table: one row per cohort and one column per label, or one row per period and one column per series.
 * A grid of numbers is read across rows and down columns, so it stays a grid on phones and scrolls in its box.
 */
function ChartData({title, cohort, labels, series, unit}: ChartDataProps): ReactNode {
  const label = `${title} data`;
  if (cohort) {
    return (
      <DataTable
        label={label}
        columns={[
          {header: 'Cohort', cell: (entry) => entry.name, rowHeader: true},
          ...labels.map((heading, column) => ({
            header: heading,
            cell: (entry: ReportChartSeries) =>
              column < entry.values.length ? formatValue(entry.values[column], unit) : 'not yet',
          })),
        ]}
        rows={series}
        rowKey={(entry) => entry.name}
        stackOnPhones={false}
      />
    );
  }
  return (
    <DataTable
      label={label}
      columns={[
        {header: 'Period', cell: (row) => labels[row], rowHeader: true},
        ...series.map((entry) => ({
          header: entry.name,
          cell: (row: number) => (row < entry.values.length ? formatValue(entry.values[row], unit) : 'no data'),
        })),
      ]}
      rows={labels.map((_, row) => row)}
      rowKey={(row) => labels[row]}
      stackOnPhones={false}
    />
  );
}

/** A small, dependency-free report chart: an accessible SVG plus a legend and the same data as a table. */
export default function ReportChart({title, description, kind, labels, series, unit}: ReportChartProps): ReactNode {
  const id = `report-chart-${slug(title)}`;
  const height = kind === 'cohort' ? cohortHeight(series.length) : PLOT_HEIGHT;
  const cohort = kind === 'cohort';

  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{title}</figcaption>
      {/* Focusable so keyboard users can scroll the chart sideways on narrow screens. */}
      <div className={styles.scroller} tabIndex={0}>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${WIDTH} ${height}`}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}>
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          <rect width={WIDTH} height={height} fill="#ffffff" />
          {cohort ? (
            <CohortGrid labels={labels} series={series} unit={unit} />
          ) : (
            <XYChart kind={kind} labels={labels} series={series} unit={unit} />
          )}
        </svg>
      </div>
      {!cohort && (
        <ul className={styles.legend} aria-label="Legend">
          {series.map((entry, index) => (
            <li key={entry.name}>
              <svg className={styles.swatch} viewBox="0 0 28 12" width={28} height={12} aria-hidden="true" focusable="false">
                {kind === 'line' ? (
                  <>
                    <line
                      x1={0}
                      x2={28}
                      y1={6}
                      y2={6}
                      stroke={colourOf(index)}
                      strokeWidth={2.5}
                      strokeDasharray={dashOf(index)}
                    />
                    <Marker index={index} x={14} y={6} colour={colourOf(index)} />
                  </>
                ) : (
                  <rect x={6} y={0} width={16} height={12} fill={colourOf(index)} />
                )}
              </svg>
              {entry.name}
            </li>
          ))}
        </ul>
      )}
      <details className={styles.data}>
        <summary>Show the chart data as a table</summary>
        <ChartData title={title} cohort={cohort} labels={labels} series={series} unit={unit} />
      </details>
    </figure>
  );
}
