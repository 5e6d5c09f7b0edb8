import { SimpleGrid } from '@chakra-ui/react';
import { ClipboardCheck, IndianRupee, Ruler, Users } from 'lucide-react';
import {
  ActivityTimeline,
  DemoGrid,
  DemoSection,
  GoalProgress,
  MiniCalendar,
  PageHeader,
  StatCard,
  TodoWidget,
  TopList,
  type Activity,
  type CalendarEvent,
  type Goal,
  type Todo,
  type TopListEntry,
} from '@/ui';
import { localIsoDate } from '../../format/local-date';

/** Rupees in lakhs, the way the sales team reads them (₹42.6 L). */
export const lakhs = (rupees: number) =>
  `₹${(rupees / 100_000).toLocaleString('en-IN', { maximumFractionDigits: 1 })} L`;

const MONTHLY_SALES = [2_860_000, 3_120_000, 2_940_000, 3_510_000, 3_980_000, 4_260_000];
const NEW_LEADS = [96, 104, 88, 121, 132, 140];
const QUOTE_TURNAROUND_DAYS = [4.5, 4.1, 3.8, 3.9, 3.2, 2.9];
const SHEET_WASTE = [14.2, 13.1, 12.6, 12.9, 13.8, 14.4];

const SALES_GOALS: Goal[] = [
  { id: 'sales', label: 'Orders booked', value: 4_260_000, target: 5_000_000 },
  { id: 'kitchens', label: 'Modular kitchens', value: 3_100_000, target: 3_000_000 },
  { id: 'wardrobes', label: 'Wardrobes', value: 900_000, target: 1_500_000 },
];

const TOP_DESIGNERS: TopListEntry[] = [
  { id: 'anita', label: 'Anita Rao', detail: '9 orders', value: 1_480_000 },
  { id: 'vikram', label: 'Vikram Shetty', detail: '7 orders', value: 1_120_000 },
  { id: 'farah', label: 'Farah Khan', detail: '6 orders', value: 860_000 },
  { id: 'rohan', label: 'Rohan Iyer', detail: '4 orders', value: 520_000 },
  { id: 'meera', label: 'Meera Nair', detail: '3 orders', value: 280_000 },
];

const TOP_PANELS: TopListEntry[] = [
  { id: 'bwp-18', label: 'BWP plywood 18 mm', detail: '8 × 4 ft', value: 412 },
  { id: 'mdf-18', label: 'HDHMR 18 mm', detail: '8 × 4 ft', value: 356 },
  { id: 'mr-12', label: 'MR plywood 12 mm', detail: '8 × 4 ft', value: 218 },
  { id: 'lam-1', label: 'Laminate 1 mm, Walnut', detail: '8 × 4 ft', value: 164 },
  { id: 'bwp-6', label: 'BWP plywood 6 mm', detail: '8 × 4 ft', value: 97 },
  { id: 'acrylic', label: 'Acrylic 1.5 mm, Frosty white', detail: '8 × 4 ft', value: 41 },
];

const TODOS: Todo[] = [
  { id: 'priya', title: 'Call Priya Sharma about the wardrobe shutters', done: false },
  { id: 'mehta', title: 'Send the Mehta villa quotation', done: false },
  { id: 'survey', title: 'Book the Baner site survey', done: true },
];

const hoursAgo = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);
const dayOffset = (today: Date, days: number) =>
  localIsoDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() + days));

function recentActivity(now: Date): Activity[] {
  return [
    {
      id: 'won',
      title: 'Quotation Q-2026-0142 accepted',
      description: 'Mehta villa, straight kitchen, ₹4.8 L',
      at: hoursAgo(now, 1),
      by: 'Anita Rao',
      palette: 'green',
    },
    {
      id: 'plan',
      title: 'Cutting plan ready',
      description: '38 parts on 6 sheets of 18 mm BWP, 11.8% waste',
      at: hoursAgo(now, 5),
      by: 'Workshop',
      palette: 'blue',
    },
    {
      id: 'survey',
      title: 'Site survey done',
      description: 'Iyer apartment, study and two wardrobes',
      at: hoursAgo(now, 26),
      by: 'Vikram Shetty',
      palette: 'purple',
    },
    {
      id: 'lead',
      title: 'New lead from the website',
      description: 'Kapoor flat, TV unit',
      at: hoursAgo(now, 50),
      palette: 'orange',
    },
  ];
}

function diary(today: Date): CalendarEvent[] {
  return [
    { id: 'survey-baner', date: dayOffset(today, 0), title: 'Site survey, Baner' },
    { id: 'design-iyer', date: dayOffset(today, 0), title: 'Design review, Iyer apartment' },
    { id: 'install-mehta', date: dayOffset(today, 2), title: 'Kitchen installation, Mehta villa' },
    { id: 'dispatch', date: dayOffset(today, 5), title: 'Dispatch: Sharma wardrobes' },
  ];
}

export interface WidgetsDemoProps {
  /** Now; fixed in stories so relative times and the calendar read the same every run. */
  now?: Date;
}

/** The dashboard widgets: stat cards with trend and sparkline, goals, activity, to-dos, a mini calendar and rankings. */
export function WidgetsDemo({ now = new Date() }: WidgetsDemoProps) {
  return (
    <>
      <PageHeader
        title="Widgets"
        description="The building blocks of the dashboards, each one reusable on its own."
      />
      <DemoGrid>
        <DemoSection
          title="Stat cards"
          description="A headline figure, its change against last month and a sparkline of the last six months."
        >
          <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
            <StatCard
              label="Orders booked"
              value={lakhs(MONTHLY_SALES.at(-1) ?? 0)}
              change={7}
              changeLabel="vs last month"
              trend={MONTHLY_SALES}
              trendFormat={lakhs}
              icon={<IndianRupee />}
            />
            <StatCard
              label="New leads"
              value={String(NEW_LEADS.at(-1) ?? 0)}
              change={6.1}
              changeLabel="vs last month"
              trend={NEW_LEADS}
              icon={<Users />}
            />
            <StatCard
              label="Quotation turnaround"
              value={`${QUOTE_TURNAROUND_DAYS.at(-1) ?? 0} days`}
              change={-9.4}
              changeLabel="vs last month"
              lowerIsBetter
              trend={QUOTE_TURNAROUND_DAYS}
              trendFormat={(days) => `${days} days`}
              icon={<ClipboardCheck />}
            />
            <StatCard
              label="Sheet waste"
              value={`${SHEET_WASTE.at(-1) ?? 0}%`}
              change={4.3}
              changeLabel="vs last month"
              lowerIsBetter
              trend={SHEET_WASTE}
              trendFormat={(percent) => `${percent}%`}
              icon={<Ruler />}
            />
          </SimpleGrid>
        </DemoSection>

        <DemoSection
          title="Progress and activity"
          description="This month's targets and what happened lately."
        >
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <GoalProgress title="Sales targets, this month" goals={SALES_GOALS} format={lakhs} />
            <ActivityTimeline title="Recent activity" activities={recentActivity(now)} now={now} />
          </SimpleGrid>
        </DemoSection>

        <DemoSection title="Planning" description="A personal to-do list and the team's diary.">
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <TodoWidget title="My tasks" initialTodos={TODOS} />
            <MiniCalendar title="Team diary" events={diary(now)} today={now} />
          </SimpleGrid>
        </DemoSection>

        <DemoSection title="Rankings" description="The leaders, with a bar against the first place.">
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <TopList title="Top designers by orders" entries={TOP_DESIGNERS} format={lakhs} />
            <TopList title="Most-cut panels" entries={TOP_PANELS} format={(sheets) => `${sheets} sheets`} />
          </SimpleGrid>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
