import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Field, Fieldset, Flex, Input, Stack, Switch, Textarea } from '@chakra-ui/react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { PageHeader, toaster, OptionSelect } from '@/ui';
import { DemoResetButton } from '@/ui/components/demo-reset/demo-reset-button';
import { MAIL_SETTINGS_FIXTURE } from './fixtures';
import { mailSettingsSchema, type MailSettings } from './mail-model';
import { resetMailDemo, useMailSettings } from './mail-store';

export default function PagesEmailMailsettingsPage() {
  const [settings, setSettings] = useMailSettings();
  const {
    register,
    handleSubmit,
    control,

    reset,
    formState: { errors, isDirty },
  } = useForm<MailSettings>({
    resolver: zodResolver(mailSettingsSchema),
    values: settings,
    mode: 'onTouched',
  });
  const autoReply = useWatch({ control, name: 'autoReply' });

  const save = (values: MailSettings) => {
    setSettings(values);
    toaster.create({ type: 'success', title: 'Mail settings saved' });
  };

  const toggle = (name: 'notifyNewMail' | 'notifyMentions', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root
          checked={field.value}
          onCheckedChange={(details) => field.onChange(details.checked === true)}
        >
          <Checkbox.HiddenInput onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );

  return (
    <>
      <PageHeader
        title="Mail settings"
        description="How your mail looks to others, what you are told about, and replies while you are away."
      />
      <form noValidate aria-label="Mail settings" onSubmit={(event) => void handleSubmit(save)(event)}>
        <Stack gap="8" maxW="2xl">
          <Fieldset.Root>
            <Fieldset.Legend textStyle="lg" fontWeight="semibold">
              Sender
            </Fieldset.Legend>
            <Fieldset.Content>
              <Field.Root invalid={Boolean(errors.displayName)} required>
                <Field.Label>
                  Display name
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input {...register('displayName')} autoComplete="name" />
                <Field.ErrorText color="red.fg">{errors.displayName?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.replyTo)}>
                <Field.Label>Reply-to address</Field.Label>
                <Input {...register('replyTo')} type="email" inputMode="email" autoComplete="email" />
                {errors.replyTo ? (
                  <Field.ErrorText color="red.fg">{errors.replyTo.message}</Field.ErrorText>
                ) : (
                  <Field.HelperText>Leave empty to receive replies at sales@fpw.in.</Field.HelperText>
                )}
              </Field.Root>
              <Field.Root invalid={Boolean(errors.signature)}>
                <Field.Label>Signature</Field.Label>
                <Textarea {...register('signature')} rows={3} />
                {errors.signature ? (
                  <Field.ErrorText color="red.fg">{errors.signature.message}</Field.ErrorText>
                ) : (
                  <Field.HelperText>Added below every new message and reply.</Field.HelperText>
                )}
              </Field.Root>
            </Fieldset.Content>
          </Fieldset.Root>

          <Fieldset.Root>
            <Fieldset.Legend textStyle="lg" fontWeight="semibold">
              Reading and notifications
            </Fieldset.Legend>
            <Fieldset.Content>
              <Field.Root>
                <Field.Label>Messages per page</Field.Label>
                <OptionSelect
                  {...register('pageSize')}
                  layout={{ maxW: '40' }}
                  options={['10', '25', '50']}
                />
              </Field.Root>
              {toggle('notifyNewMail', 'Tell me when new mail arrives')}
              {toggle('notifyMentions', 'Tell me when a colleague mentions me')}
            </Fieldset.Content>
          </Fieldset.Root>

          <Fieldset.Root>
            <Fieldset.Legend textStyle="lg" fontWeight="semibold">
              Away
            </Fieldset.Legend>
            <Fieldset.Content>
              <Controller
                control={control}
                name="autoReply"
                render={({ field }) => (
                  <Switch.Root
                    checked={field.value}
                    onCheckedChange={(details) => field.onChange(details.checked)}
                  >
                    <Switch.HiddenInput onBlur={field.onBlur} />
                    <Switch.Control />
                    <Switch.Label>Send an automatic reply</Switch.Label>
                  </Switch.Root>
                )}
              />
              {autoReply && (
                <Field.Root invalid={Boolean(errors.autoReplyMessage)} required>
                  <Field.Label>
                    Automatic reply
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Textarea {...register('autoReplyMessage')} rows={3} />
                  <Field.ErrorText color="red.fg">{errors.autoReplyMessage?.message}</Field.ErrorText>
                </Field.Root>
              )}
            </Fieldset.Content>
          </Fieldset.Root>

          <Flex gap="2" wrap="wrap">
            <Button type="submit" colorPalette="brand">
              Save settings
            </Button>
            <Button variant="ghost" disabled={!isDirty} onClick={() => reset(settings)}>
              Discard changes
            </Button>
            <DemoResetButton
              subject="the mailbox and its settings"
              onReset={() => {
                resetMailDemo();
                reset(MAIL_SETTINGS_FIXTURE);
              }}
            />
          </Flex>
        </Stack>
      </form>
    </>
  );
}
