import { PageHeader, type ChartOption, type ChartSummary, type ChartTheme } from '@/ui';
import { GRID, LEGEND, ITEM_TOOLTIP } from './chart-kit';
import { ChartExamples, type ChartExample } from './chart-examples';
import { PROJECT_SCHEDULE, PROJECT_STAGES } from './sample-series';

type Task = (typeof PROJECT_SCHEDULE)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const time = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);
const dateLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const projects = [...new Set(PROJECT_SCHEDULE.map((task) => task.project))];

/**
 * A Gantt chart: ECharts has no timeline series, so a custom series draws one bar per task from its
 * start to its end date on a time axis. Rows and colours are chosen per variant.
 */
function gantt(
  tasks: readonly Task[],
  rows: string[],
  rowOf: (task: Task) => string,
  colourKey: (task: Task) => string,
  colourKeys: readonly string[],
) {
  return (theme: ChartTheme): ChartOption => ({
    tooltip: {
      ...ITEM_TOOLTIP,
      formatter: (params) => {
        const item = Array.isArray(params) ? params[0] : params;
        const value = (item?.value ?? []) as number[];
        return `${item?.name ?? ''}: ${dateLabel.format(value[1] ?? 0)} – ${dateLabel.format(value[2] ?? 0)}`;
      },
    },
    // A legend of empty series names the colours; the custom series itself has one colour per item.
    legend: { ...LEGEND, data: [...colourKeys], selectedMode: false },
    grid: { ...GRID, left: 8 },
    xAxis: { type: 'time', axisLabel: { formatter: '{d} {MMM}', hideOverlap: true } },
    yAxis: { type: 'category', data: rows, inverse: true },
    series: [
      ...colourKeys.map((key, index) => ({
        name: key,
        type: 'line' as const,
        data: [],
        itemStyle: { color: theme.palette[index % theme.palette.length] },
      })),
      {
        name: 'Tasks',
        type: 'custom',
        encode: { x: [1, 2], y: 0 },
        renderItem: (_params, api) => {
          const row = api.value(0);
          const [startX = 0, centreY = 0] = api.coord([api.value(1), row]);
          const [endX = 0] = api.coord([api.value(2), row]);
          const rowHeight = (api.size?.([0, 1]) as number[] | undefined)?.[1] ?? 20;
          const height = Math.min(rowHeight * 0.6, 24);
          return {
            type: 'rect',
            shape: { x: startX, y: centreY - height / 2, width: Math.max(endX - startX, 2), height, r: 3 },
            style: api.style(),
          };
        },
        data: tasks.map((task) => ({
          name: `${task.project}, ${task.stage}`,
          value: [rows.indexOf(rowOf(task)), time(task.start), time(task.end) + DAY_MS],
          itemStyle: { color: theme.palette[colourKeys.indexOf(colourKey(task)) % theme.palette.length] },
        })),
      },
    ],
  });
}

function scheduleSummary(tasks: readonly Task[]): ChartSummary {
  return {
    rowHeader: 'Task',
    columns: ['Starts', 'Ends'],
    rows: tasks.map((task) => ({
      header: `${task.project}, ${task.stage}`,
      cells: [dateLabel.format(time(task.start)), dateLabel.format(time(task.end))],
    })),
  };
}

const mehta = PROJECT_SCHEDULE.filter((task) => task.project === 'Mehta residence');

const examples: ChartExample[] = [
  {
    title: 'Projects on the shop floor',
    description: 'One row per project, its stages in sequence, coloured by stage.',
    label: 'Project schedule by project',
    option: gantt(
      PROJECT_SCHEDULE,
      projects,
      (task) => task.project,
      (task) => task.stage,
      PROJECT_STAGES,
    ),
    summary: scheduleSummary(PROJECT_SCHEDULE),
  },
  {
    title: 'One project, stage by stage',
    description: 'The Mehta residence: each stage on its own row, like a task list.',
    label: 'Mehta residence schedule',
    option: gantt(
      mehta,
      [...PROJECT_STAGES],
      (task) => task.stage,
      (task) => task.stage,
      PROJECT_STAGES,
    ),
    summary: scheduleSummary(mehta),
  },
  {
    title: 'Stages across projects',
    description: 'One row per stage, coloured by project: who needs the production floor when.',
    label: 'Project schedule by stage',
    option: gantt(
      PROJECT_SCHEDULE,
      [...PROJECT_STAGES],
      (task) => task.stage,
      (task) => task.project,
      projects,
    ),
    summary: scheduleSummary(PROJECT_SCHEDULE),
  },
];

export function TimelineChartsDemo() {
  return (
    <>
      <PageHeader title="Timeline charts" description="Schedules as bars from start to end date." />
      <ChartExamples examples={examples} columns={1} />
    </>
  );
}
