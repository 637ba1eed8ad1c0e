import type {ReactNode} from 'react';
import clsx from 'clsx';
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

const PLOT_HEIGHT = 300;

/**
 * Where a drawing of the chart puts its parts, in the units of its viewBox. The figure shows the wide drawing and, when
 * it is narrower than 30rem (a phone), the narrow one (styles.module.css): scaled down to a phone, the wide drawing's
 * text would be smaller than 10 px, so the narrow one has fewer units across, larger text and labels on two lines.
 */
type Layout = {
  name: 'wide' | 'narrow';
  width: number;
  fontSize: number;
  margin: {top: number; right: number; bottom: number; left: number};
  /** The value axis's title: turned beside the axis, or above it where the width is short. */
  axisTitle: 'beside' | 'above';
  /** Whether a label's last word goes on a line of its own, so that each label fits its column. */
  splitLabels: boolean;
  /** Left edge and top of the cohort grid's cells: room for the cohort names and the column headings. */
  cohortLeft: number;
  cohortTop: number;
};

const WIDE: Layout = {
  name: 'wide',
  width: 640,
  fontSize: 13,
  margin: {top: 16, right: 20, bottom: 40, left: 72},
  axisTitle: 'beside',
  splitLabels: false,
  cohortLeft: 132,
  cohortTop: 36,
};

const NARROW: Layout = {
  name: 'narrow',
  width: 360,
  fontSize: 14,
  margin: {top: 36, right: 10, bottom: 50, left: 48},
  axisTitle: 'above',
  splitLabels: true,
  cohortLeft: 64,
  cohortTop: 52,
};

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

/** "Mar 10" as ["Mar", "10"] where the layout splits labels, else as one line. */
function labelLines(label: string, layout: Layout): string[] {
  const space = label.lastIndexOf(' ');
  return layout.splitLabels && space > 0 ? [label.slice(0, space), label.slice(space + 1)] : [label];
}

const lineHeight = (layout: Layout) => Math.round(layout.fontSize * 1.2);

/** The label's lines, the first at the text's own y and each further one a line below. */
function LabelText({lines, x, layout}: {lines: string[]; x: number; layout: Layout}): ReactNode {
  if (lines.length === 1) return lines[0];
  return lines.map((line, index) => (
    <tspan key={line} x={x} dy={index === 0 ? 0 : lineHeight(layout)}>
      {line}
    </tspan>
  ));
}

type ChartBodyProps = Omit<ReportChartProps, 'title' | 'description'> & {layout: Layout};

function XYChart({kind, labels, series, unit, layout}: ChartBodyProps): ReactNode {
  const {width, margin} = layout;
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = PLOT_HEIGHT - margin.top - margin.bottom;
  const maxValue = Math.max(0, ...series.flatMap((entry) => entry.values));
  const step = maxValue > 0 ? niceStep(maxValue) : 1;
  const axisMax = Math.max(step, Math.ceil(maxValue / step) * step);
  const ticks = Array.from({length: Math.round(axisMax / step) + 1}, (_, index) => index * step);
  const band = plotWidth / Math.max(labels.length, 1);
  const y = (value: number) => margin.top + plotHeight - (value / axisMax) * plotHeight;
  const bandCentre = (index: number) => margin.left + band * index + band / 2;
  const groupWidth = band * 0.76;
  const barWidth = groupWidth / Math.max(series.length, 1);
  const axisTitle = unit === '%' ? 'Percent' : unit;

  return (
    <g fontSize={layout.fontSize}>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={margin.left} x2={width - margin.right} y1={y(tick)} y2={y(tick)} stroke={GRID} />
          <text x={margin.left - 8} y={y(tick)} dy="0.35em" textAnchor="end" fill={MUTED_TEXT}>
            {formatValue(tick, unit)}
          </text>
        </g>
      ))}
      {axisTitle && layout.axisTitle === 'beside' && (
        <text
          transform={`translate(16 ${margin.top + plotHeight / 2}) rotate(-90)`}
          textAnchor="middle"
          fill={MUTED_TEXT}>
          {axisTitle}
        </text>
      )}
      {axisTitle && layout.axisTitle === 'above' && (
        <text x={0} y={layout.fontSize} fill={MUTED_TEXT}>
          {axisTitle}
        </text>
      )}
      {labels.map((label, index) => (
        <text key={label} x={bandCentre(index)} y={margin.top + plotHeight + 22} textAnchor="middle" fill={MUTED_TEXT}>
          <LabelText lines={labelLines(label, layout)} x={bandCentre(index)} layout={layout} />
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
      <line x1={margin.left} x2={width - margin.right} y1={y(0)} y2={y(0)} stroke={AXIS} />
      <line x1={margin.left} x2={margin.left} y1={margin.top} y2={y(0)} stroke={AXIS} />
    </g>
  );
}

const CELL_HEIGHT = 36;

function cohortHeight(rows: number, layout: Layout): number {
  return layout.cohortTop + rows * CELL_HEIGHT + 8;
}

function CohortGrid({labels, series, unit, layout}: Omit<ChartBodyProps, 'kind'>): ReactNode {
  const {cohortLeft, cohortTop} = layout;
  const cellWidth = (layout.width - cohortLeft - layout.margin.right) / Math.max(labels.length, 1);
  const scaleMax = unit === '%' ? 100 : Math.max(1, ...series.flatMap((entry) => entry.values));
  const shade = (value: number) =>
    COHORT_FILLS[Math.min(COHORT_FILLS.length - 1, Math.floor((value / scaleMax) * COHORT_FILLS.length))];

  return (
    <g fontSize={layout.fontSize}>
      <text x={cohortLeft - 10} y={cohortTop - 12} textAnchor="end" fontWeight={600} fill={MUTED_TEXT}>
        Cohort
      </text>
      {labels.map((label, column) => {
        const lines = labelLines(label, layout);
        const x = cohortLeft + cellWidth * column + cellWidth / 2;
        // A heading on two lines starts a line higher, so that its last line sits where a one-line heading does.
        return (
          <text
            key={label}
            x={x}
            y={cohortTop - 12 - (lines.length - 1) * lineHeight(layout)}
            textAnchor="middle"
            fill={MUTED_TEXT}>
            <LabelText lines={lines} x={x} layout={layout} />
          </text>
        );
      })}
      {series.map((entry, row) => {
        const top = cohortTop + CELL_HEIGHT * row;
        return (
          <g key={entry.name}>
            <text x={cohortLeft - 10} y={top + CELL_HEIGHT / 2} dy="0.35em" textAnchor="end" fill={MUTED_TEXT}>
              {entry.name}
            </text>
            {entry.values.slice(0, labels.length).map((value, column) => {
              const {fill, text} = shade(value);
              const left = cohortLeft + cellWidth * column;
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

type ChartSvgProps = ReportChartProps & {id: string; layout: Layout};

/** One drawing of the chart, scaled to the figure's width through its viewBox, which also keeps its height before layout. */
function ChartSvg({id, title, description, kind, labels, series, unit, layout}: ChartSvgProps): ReactNode {
  const height = kind === 'cohort' ? cohortHeight(series.length, layout) : PLOT_HEIGHT;
  const idBase = `${id}-${layout.name}`;
  return (
    <svg
      className={clsx(styles.svg, styles[layout.name])}
      viewBox={`0 0 ${layout.width} ${height}`}
      role="img"
      aria-labelledby={`${idBase}-title`}
      aria-describedby={`${idBase}-desc`}>
      <title id={`${idBase}-title`}>{title}</title>
      <desc id={`${idBase}-desc`}>{description}</desc>
      <rect width={layout.width} height={height} fill="#ffffff" />
      {kind === 'cohort' ? (
        <CohortGrid labels={labels} series={series} unit={unit} layout={layout} />
      ) : (
        <XYChart kind={kind} labels={labels} series={series} unit={unit} layout={layout} />
      )}
    </svg>
  );
}

/** A small, dependency-free report chart: an accessible SVG plus a legend and the same data as a table. */
export default function ReportChart(props: ReportChartProps): ReactNode {
  const {title, kind, labels, series, unit} = props;
  const id = `report-chart-${slug(title)}`;
  const cohort = kind === 'cohort';

  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{title}</figcaption>
      {/* Both drawings are in the page; the stylesheet shows the one that suits the figure's width. */}
      {[WIDE, NARROW].map((layout) => (
        <ChartSvg key={layout.name} {...props} id={id} layout={layout} />
      ))}
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
