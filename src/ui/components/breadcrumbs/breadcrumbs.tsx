import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';

export interface BreadcrumbStep {
  label: string;
  /** Absent on the current page and on groups that have no page of their own. */
  href?: string | undefined;
}

/** Where the current page sits; the last step is the current page. */
export function Breadcrumbs({ steps }: { steps: readonly BreadcrumbStep[] }) {
  return (
    <Breadcrumb.Root size="sm" mb="3">
      <Breadcrumb.List flexWrap="wrap">
        {steps.map((step, index) => {
          const last = index === steps.length - 1;
          return (
            // The separator is an item of the list beside the step's item (an <li> in an <li> is not HTML).
            <Fragment key={`${step.label}-${index}`}>
              <Breadcrumb.Item>
                {last ? (
                  <Breadcrumb.CurrentLink>{step.label}</Breadcrumb.CurrentLink>
                ) : step.href ? (
                  <Breadcrumb.Link asChild>
                    <Link to={step.href}>{step.label}</Link>
                  </Breadcrumb.Link>
                ) : (
                  <span>{step.label}</span>
                )}
              </Breadcrumb.Item>
              {!last && <Breadcrumb.Separator />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
