/**
 * Call, WhatsApp and E-mail for a lead: plain links (tel:, wa.me, mailto:) so the phone or the mail
 * program takes over, with the message filled from the chosen template.
 */
import { Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Mail, MessageCircle, Phone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { GatedButton } from '@/ui';
import type { Lead } from '@/services/crm';
import { fillTemplate, useMessageTemplates, type TemplateValues } from '@/services/crm';
import { mailtoHref, telHref, whatsappHref } from '@/services/kit';

function DisabledLink({ label, reason, icon }: { label: string; reason: string; icon: ReactNode }) {
  return (
    <GatedButton size="sm" variant="outline" blockedReason={reason}>
      {icon} {label}
    </GatedButton>
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
        <Field.Root flex="1">
          <Field.Label textStyle="xs">WhatsApp message</Field.Label>
          <NativeSelect.Root size="xs" disabled={!whatsapp.data?.length}>
            <NativeSelect.Field
              value={chosenWhatsapp?.id ?? ''}
              onChange={(event) => setWhatsappId(event.currentTarget.value)}
            >
              {(whatsapp.data ?? []).map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
              {whatsapp.data?.length ? null : <option value="">No templates</option>}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root flex="1">
          <Field.Label textStyle="xs">E-mail template</Field.Label>
          <NativeSelect.Root size="xs" disabled={!email.data?.length}>
            <NativeSelect.Field
              value={chosenEmail?.id ?? ''}
              onChange={(event) => setEmailId(event.currentTarget.value)}
            >
              {(email.data ?? []).map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
              {email.data?.length ? null : <option value="">No templates</option>}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>
      <HStack gap="2" wrap="wrap">
        {lead.phone ? (
          <Button asChild size="sm" variant="outline">
            <a href={telHref(lead.phone)}>
              <Phone aria-hidden="true" /> Call
            </a>
          </Button>
        ) : (
          <DisabledLink
            label="Call"
            reason="No phone number on this lead"
            icon={<Phone aria-hidden="true" />}
          />
        )}
        {lead.phone ? (
          <Button asChild size="sm" variant="outline" colorPalette="green">
            <a href={whatsappHref(lead.phone, message)} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" /> WhatsApp
            </a>
          </Button>
        ) : (
          <DisabledLink
            label="WhatsApp"
            reason="No phone number on this lead"
            icon={<MessageCircle aria-hidden="true" />}
          />
        )}
        {lead.email ? (
          <Button asChild size="sm" variant="outline">
            <a href={mailtoHref(lead.email, subject, body)}>
              <Mail aria-hidden="true" /> E-mail
            </a>
          </Button>
        ) : (
          <DisabledLink
            label="E-mail"
            reason="No e-mail address on this lead"
            icon={<Mail aria-hidden="true" />}
          />
        )}
      </HStack>
    </Stack>
  );
}
