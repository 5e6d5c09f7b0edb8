/** The body shared by the chart demo pages: one titled section per example, each drawing one Chart. */
import { DemoGrid, DemoSection, LazyChart, type ChartProps, type ChartSummary } from '@/ui';
import type { ReactNode } from 'react';

export interface ChartExample {
  /** The section heading, e.g. "Stacked area". */
  title: string;
  description: ReactNode;
  /** The chart's accessible name: what its data is. */
  label: string;
  option: ChartProps['option'];
  summary?: ChartSummary;
  height?: number;
}

export function ChartExamples({ examples, columns = 2 }: { examples: ChartExample[]; columns?: 1 | 2 }) {
  return (
    <DemoGrid columns={columns}>
      {examples.map((example) => (
        <DemoSection key={example.title} title={example.title} description={example.description}>
          <LazyChart
            label={example.label}
            option={example.option}
            {...(example.summary ? { summary: example.summary } : {})}
            {...(example.height ? { height: example.height } : {})}
          />
        </DemoSection>
      ))}
    </DemoGrid>
  );
}
