import { z } from 'zod';
import { createDemoStore, useDemoStore } from '@/services/kit';
import { MAIL_SETTINGS_FIXTURE, MESSAGE_FIXTURES } from './fixtures';
import { mailSettingsSchema, messageSchema } from './mail-model';

export const messageStore = createDemoStore('mail.messages', z.array(messageSchema), MESSAGE_FIXTURES);
export const mailSettingsStore = createDemoStore('mail.settings', mailSettingsSchema, MAIL_SETTINGS_FIXTURE);

/** The mailbox and its settings start over as one piece. */
export function resetMailDemo(): void {
  mailSettingsStore.reset();
  messageStore.reset();
}

export const useMessages = () => useDemoStore(messageStore);
export const useMailSettings = () => useDemoStore(mailSettingsStore);
