/** What every jobs page story shares: demo content back to the fixtures before and after each story. */
import { resetJobsDemo } from '../../../../src/pages/apps/jobs/jobs-store';
import { toaster } from '../../../../src/ui';

export const freshJobs = () => {
  resetJobsDemo();
  return () => {
    resetJobsDemo();
    toaster.remove();
  };
};

export {
  expectDemoHeading,
  expectNoPageOverflow,
  narrowDark,
  screen,
} from '../../../demos/ui-elements/demo-checks';
