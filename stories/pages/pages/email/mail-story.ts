import { mailSettingsStore, messageStore } from '../../../../src/pages/pages/email/mail-store';
import { toaster } from '../../../../src/ui';

/** Each story starts from the demo mailbox and leaves it as it found it. */
export const freshMailbox = () => {
  messageStore.reset();
  mailSettingsStore.reset();
  return () => {
    messageStore.reset();
    mailSettingsStore.reset();
    toaster.remove();
  };
};
