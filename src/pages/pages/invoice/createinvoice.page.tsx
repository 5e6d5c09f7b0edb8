import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Field,
  Fieldset,
  Flex,
  Grid,
  IconButton,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { PageHeader, toaster, OptionSelect } from '@/ui';
import { href } from '@/routes/paths';
import { INDIAN_STATES } from '../ecommerce/indian-states';
import {
  GST_RATES,
  GSTIN_PATTERN,
  invoiceLineSchema,
  invoiceTotals,
  nextInvoiceNumber,
  UNITS,
  type Invoice,
} from './invoice-model';
import { InvoiceSums } from './invoice-sums';
import { formatRupees, invoiceStore } from './invoice-store';

const formSchema = z
  .object({
    clientName: z.string().trim().min(2, 'Enter the client’s name'),
    clientEmail: z.email('Enter an email address such as accounts@client.in'),
    clientGstin: z
      .string()
      .trim()
      .toUpperCase()
      .refine(
        (value) => value === '' || GSTIN_PATTERN.test(value),
        'A GSTIN has 15 characters, e.g. 29AAACF1234M1Z8',
      ),
    clientAddress: z.string().trim().min(5, 'Enter the billing address'),
    clientState: z.string().min(2, 'Choose the state (it decides CGST/SGST or IGST)'),
    issueDate: z.iso.date('Choose the invoice date'),
    dueDate: z.iso.date('Choose the due date'),
    lines: z.array(invoiceLineSchema).min(1, 'Add at least one line'),
    notes: z.string(),
  })
  .refine((values) => values.dueDate >= values.issueDate, {
    path: ['dueDate'],
    message: 'The due date cannot be before the invoice date',
  });
type FormValues = z.infer<typeof formSchema>;

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const blankLine = (): FormValues['lines'][number] => ({
  description: '',
  hsn: '9403',
  quantity: 1,
  unit: 'nos',
  rate: 0,
  gstRate: 18,
});

function FieldMessage({ error }: { error: FieldError | undefined }) {
  return <Field.ErrorText color="red.fg">{error?.message}</Field.ErrorText>;
}

export default function PagesInvoiceCreateinvoicePage() {
  const navigate = useNavigate();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      clientName: '',
      clientEmail: '',
      clientGstin: '',
      clientAddress: '',
      clientState: 'Karnataka',
      issueDate: today(),
      dueDate: inDays(15),
      lines: [blankLine()],
      notes: 'Payable by bank transfer to HDFC Bank, account 5020 0011 2233, IFSC HDFC0000123.',
    },
    mode: 'onTouched',
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  const clientState = useWatch({ control, name: 'clientState' });
  const totals = invoiceTotals(lines, clientState);

  const save = (status: Invoice['status']) => (values: FormValues) => {
    const invoices = invoiceStore.read();
    const invoice: Invoice = {
      ...values,
      id: `inv-${Date.now().toString(36)}`,
      number: nextInvoiceNumber(invoices),
      status,
    };
    invoiceStore.write([invoice, ...invoices]);
    toaster.create({ type: 'success', title: `${invoice.number} saved as ${status.toLowerCase()}` });
    void navigate(href('/pages/invoice/invoicedetails', { id: invoice.id }));
  };

  const numberField = (index: number, name: 'quantity' | 'rate', label: string) => (
    <Field.Root invalid={Boolean(errors.lines?.[index]?.[name])}>
      <Field.Label textStyle="xs">{label}</Field.Label>
      <Input
        size="sm"
        inputMode="decimal"
        {...register(`lines.${index}.${name}`, {
          setValueAs: (value: string | number) => (value === '' ? Number.NaN : Number(value)),
        })}
      />
      <FieldMessage error={errors.lines?.[index]?.[name]} />
    </Field.Root>
  );

  return (
    <>
      <PageHeader
        title="Create invoice"
        description="Bill a client: line items with HSN codes and GST, totals as you type."
      />
      <form
        noValidate
        aria-label="Create invoice"
        onSubmit={(event) => void handleSubmit(save('Sent'))(event)}
      >
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 20rem' }}
          gap="6"
          alignItems="start"
        >
          <Stack gap="6" minW="0">
            <Fieldset.Root>
              <Fieldset.Legend textStyle="lg" fontWeight="semibold">
                Client
              </Fieldset.Legend>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <Field.Root invalid={Boolean(errors.clientName)} required>
                  <Field.Label>
                    Client name
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input {...register('clientName')} />
                  <FieldMessage error={errors.clientName} />
                </Field.Root>
                <Field.Root invalid={Boolean(errors.clientEmail)} required>
                  <Field.Label>
                    Client email
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input type="email" {...register('clientEmail')} />
                  <FieldMessage error={errors.clientEmail} />
                </Field.Root>
                <Field.Root invalid={Boolean(errors.clientGstin)}>
                  <Field.Label>Client GSTIN</Field.Label>
                  <Input {...register('clientGstin')} autoCapitalize="characters" />
                  {errors.clientGstin ? (
                    <FieldMessage error={errors.clientGstin} />
                  ) : (
                    <Field.HelperText>Leave empty for a person.</Field.HelperText>
                  )}
                </Field.Root>
                <Field.Root invalid={Boolean(errors.clientState)} required>
                  <Field.Label>
                    State (place of supply)
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <OptionSelect {...register('clientState')} options={INDIAN_STATES} />
                  <FieldMessage error={errors.clientState} />
                </Field.Root>
                <Field.Root invalid={Boolean(errors.clientAddress)} required gridColumn={{ md: 'span 2' }}>
                  <Field.Label>
                    Billing address
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input {...register('clientAddress')} />
                  <FieldMessage error={errors.clientAddress} />
                </Field.Root>
                <Field.Root invalid={Boolean(errors.issueDate)} required>
                  <Field.Label>
                    Invoice date
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input type="date" {...register('issueDate')} />
                  <FieldMessage error={errors.issueDate} />
                </Field.Root>
                <Field.Root invalid={Boolean(errors.dueDate)} required>
                  <Field.Label>
                    Due date
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input type="date" {...register('dueDate')} />
                  <FieldMessage error={errors.dueDate} />
                </Field.Root>
              </SimpleGrid>
            </Fieldset.Root>

            <Fieldset.Root>
              <Fieldset.Legend textStyle="lg" fontWeight="semibold">
                Line items
              </Fieldset.Legend>
              <Stack as="ol" listStyleType="none" gap="3">
                {fields.map((field, index) => {
                  const line = lines[index];
                  const amount = line ? (Number(line.quantity) || 0) * (Number(line.rate) || 0) : 0;
                  return (
                    <Box
                      as="li"
                      key={field.id}
                      borderWidth="1px"
                      rounded="l2"
                      p="3"
                      aria-label={`Line ${index + 1}`}
                    >
                      <Grid
                        templateColumns={{
                          base: 'repeat(2, minmax(0, 1fr))',
                          md: 'minmax(0, 3fr) repeat(5, minmax(0, 1fr))',
                        }}
                        gap="2"
                        alignItems="start"
                      >
                        <Field.Root
                          invalid={Boolean(errors.lines?.[index]?.description)}
                          gridColumn={{ base: 'span 2', md: 'auto' }}
                        >
                          <Field.Label textStyle="xs">Description</Field.Label>
                          <Input size="sm" {...register(`lines.${index}.description`)} />
                          <FieldMessage error={errors.lines?.[index]?.description} />
                        </Field.Root>
                        <Field.Root invalid={Boolean(errors.lines?.[index]?.hsn)}>
                          <Field.Label textStyle="xs">HSN/SAC</Field.Label>
                          <Input size="sm" inputMode="numeric" {...register(`lines.${index}.hsn`)} />
                          <FieldMessage error={errors.lines?.[index]?.hsn} />
                        </Field.Root>
                        {numberField(index, 'quantity', 'Qty')}
                        <Field.Root>
                          <Field.Label textStyle="xs">Unit</Field.Label>
                          <OptionSelect {...register(`lines.${index}.unit`)} size="sm" options={UNITS} />
                        </Field.Root>
                        {numberField(index, 'rate', 'Rate (₹)')}
                        <Field.Root>
                          <Field.Label textStyle="xs">GST</Field.Label>
                          <OptionSelect
                            {...register(`lines.${index}.gstRate`, { valueAsNumber: true })}
                            size="sm"
                            options={GST_RATES.map((rate) => ({ value: String(rate), label: `${rate} %` }))}
                          />
                        </Field.Root>
                      </Grid>
                      <Flex justify="space-between" align="center" mt="2">
                        <Text textStyle="sm" aria-label={`Amount of line ${index + 1}`}>
                          Amount {formatRupees(amount)}
                        </Text>
                        <IconButton
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={`Remove line ${index + 1}`}
                          disabled={fields.length === 1}
                          onClick={() => remove(index)}
                        >
                          <Trash2 />
                        </IconButton>
                      </Flex>
                    </Box>
                  );
                })}
              </Stack>
              <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => append(blankLine())}>
                <Plus aria-hidden="true" /> Add line
              </Button>
            </Fieldset.Root>

            <Field.Root>
              <Field.Label>Notes for the client</Field.Label>
              <Textarea {...register('notes')} rows={2} />
            </Field.Root>
          </Stack>

          <Stack gap="3" position={{ xl: 'sticky' }} top={{ xl: '4' }}>
            <InvoiceSums totals={totals} />
            <Text textStyle="xs" color="fg.muted">
              {totals.interState
                ? 'Supply to another state: IGST applies.'
                : 'Supply within Karnataka: CGST and SGST apply.'}
            </Text>
            <Button type="submit" colorPalette="brand">
              Save and send
            </Button>
            <Button variant="outline" onClick={() => void handleSubmit(save('Draft'))()}>
              Save as draft
            </Button>
          </Stack>
        </Grid>
      </form>
    </>
  );
}
