/**
 * Call, WhatsApp and E-mail for a lead: plain links (tel:, wa.me, mailto:) so the phone or the mail
 * program takes over, with the message filled from the chosen template.
 */
import { Button, Field, HStack, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import { Mail, MessageCircle, Phone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { GatedButton, OptionSelect } from '@/ui';
import type { Lead } from '@/services/crm';
import { fillTemplate, useMessageTemplates, type TemplateValues } from '@/services/crm';
import { mailtoHref, telHref, whatsappHref } from '@/services/kit';

/**
 * A contact link that the phone or the mail program takes over; disabled, with the reason, when the
 * lead has no number or address for it.
 */
function ContactLink({
  label,
  icon,
  href,
  missing,
  external = false,
  colorPalette,
}: {
  label: string;
  icon: ReactNode;
  /** Null when the lead lacks what the link needs. */
  href: string | null;
  missing: string;
  /** Opens in a new tab (WhatsApp on the web). */
  external?: boolean;
  colorPalette?: ButtonProps['colorPalette'];
}) {
  if (href === null) {
    return (
      <GatedButton size="sm" variant="outline" blockedReason={missing}>
        {icon} {label}
      </GatedButton>
    );
  }
  return (
    <Button asChild size="sm" variant="outline" colorPalette={colorPalette}>
      <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {icon} {label}
      </a>
    </Button>
  );
}

/** A template to fill the message from; disabled, saying so, while there is none. */
function TemplatePicker({
  label,
  templates,
  chosenId,
  onChoose,
}: {
  label: string;
  templates: readonly { id: string; name: string }[] | undefined;
  chosenId: string | undefined;
  onChoose: (id: string) => void;
}) {
  return (
    <Field.Root flex="1">
      <Field.Label textStyle="xs">{label}</Field.Label>
      <OptionSelect
        size="xs"
        disabled={!templates?.length}
        value={chosenId ?? ''}
        onChange={(event) => onChoose(event.currentTarget.value)}
        placeholder={templates?.length ? undefined : 'No templates'}
        options={(templates ?? []).map((template) => ({ value: template.id, label: template.name }))}
      />
    </Field.Root>
  );
}

export function ContactActions({ lead }: { lead: Lead }) {
  const whatsapp = useMessageTemplates({ kind: 'whatsapp', activeOnly: true });
  const email = useMessageTemplates({ kind: 'email', activeOnly: true });
  const [whatsappId, setWhatsappId] = useState('');
  const [emailId, setEmailId] = useState('');
  const values: TemplateValues = {
    name: lead.name,
    company: lead.company_name,
    owner: lead.owner_name,
    phone: lead.phone,
  };
  const chosenWhatsapp = whatsapp.data?.find((t) => t.id === whatsappId) ?? whatsapp.data?.[0];
  const chosenEmail = email.data?.find((t) => t.id === emailId) ?? email.data?.[0];
  const message = chosenWhatsapp ? fillTemplate(chosenWhatsapp.body, values) : '';
  const subject = chosenEmail ? fillTemplate(chosenEmail.subject ?? '', values) : '';
  const body = chosenEmail ? fillTemplate(chosenEmail.body, values) : '';

  return (
    <Stack gap="3" role="group" aria-label="Contact the lead">
      <Text fontWeight="semibold">Contact</Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <TemplatePicker
          label="WhatsApp message"
          templates={whatsapp.data}
          chosenId={chosenWhatsapp?.id}
          onChoose={setWhatsappId}
        />
        <TemplatePicker
          label="E-mail template"
          templates={email.data}
          chosenId={chosenEmail?.id}
          onChoose={setEmailId}
        />
      </Stack>
      <HStack gap="2" wrap="wrap">
        <ContactLink
          label="Call"
          icon={<Phone aria-hidden="true" />}
          href={lead.phone ? telHref(lead.phone) : null}
          missing="No phone number on this lead"
        />
        <ContactLink
          label="WhatsApp"
          icon={<MessageCircle aria-hidden="true" />}
          href={lead.phone ? whatsappHref(lead.phone, message) : null}
          missing="No phone number on this lead"
          external
          colorPalette="green"
        />
        <ContactLink
          label="E-mail"
          icon={<Mail aria-hidden="true" />}
          href={lead.email ? mailtoHref(lead.email, subject, body) : null}
          missing="No e-mail address on this lead"
        />
      </HStack>
    </Stack>
  );
}
