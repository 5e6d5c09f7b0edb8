import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Flex,
  Input,
  Link,
  List,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  DemoGrid,
  DemoSection,
  FormField,
  MaskedInput,
  MoneyField,
  NumberField,
  PageHeader,
  toaster,
} from '@/ui';
import {
  BOOKING_FIELDS,
  BOOKING_ROOMS,
  bookingSchema,
  EARLIEST_START,
  emptyBooking,
  LATEST_START,
  type BookingInput,
} from './validations-schema';

const fieldId = (name: keyof BookingInput) => `booking-${name}`;

/**
 * Validation with react-hook-form and zod: every kind of rule, messages next to the fields, a summary after
 * submitting that links to each problem, and focus on the first field to fix.
 */
export function ValidationsDemo() {
  const {
    register,
    control,
    handleSubmit,
    setFocus,
    reset,
    formState: { errors, submitCount, isSubmitting },
  } = useForm({
    resolver: zodResolver(bookingSchema),
    defaultValues: emptyBooking,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const [booked, setBooked] = useState<string | null>(null);
  const siteVisit = useWatch({ control, name: 'siteVisit' });
  const message = (name: keyof BookingInput) => errors[name]?.message;
  const problems = submitCount > 0 ? BOOKING_FIELDS.filter((field) => message(field.name)) : [];

  const onValid = (booking: { name: string }) => {
    setBooked(booking.name);
    toaster.create({
      type: 'success',
      title: 'Site survey booked',
      description: `For ${booking.name}. Demo only: nothing was stored.`,
    });
  };

  return (
    <>
      <PageHeader
        title="Validations"
        description="Every rule a form needs, checked as you submit and again as you fix each field."
      />
      <DemoGrid>
        <DemoSection
          title="Book a site survey"
          description="Submit the empty form to see every required message; fields marked * are required."
        >
          <form noValidate onSubmit={handleSubmit(onValid)} aria-label="Book a site survey">
            <Stack gap="6">
              {problems.length > 0 && (
                <Alert.Root status="error" role="region" aria-label="Problems to fix">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title as="h3">
                      {problems.length === 1 ? 'One problem to fix' : `${problems.length} problems to fix`}
                    </Alert.Title>
                    <Alert.Description>
                      <List.Root ps="4" mt="1">
                        {problems.map((field) => (
                          <List.Item key={field.name}>
                            <Link
                              href={`#${fieldId(field.name)}`}
                              color="inherit"
                              textDecoration="underline"
                              onClick={(event) => {
                                event.preventDefault();
                                setFocus(field.name);
                              }}
                            >
                              {field.label}: {message(field.name)}
                            </Link>
                          </List.Item>
                        ))}
                      </List.Root>
                    </Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              )}

              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField
                  label="Client name"
                  id={fieldId('name')}
                  required
                  error={message('name')}
                  helpText="3 to 60 characters."
                >
                  <Input autoComplete="name" {...register('name')} />
                </FormField>
                <FormField label="Mobile number" id={fieldId('phone')} required error={message('phone')}>
                  <Controller
                    control={control}
                    name="phone"
                    render={({ field }) => (
                      <MaskedInput
                        mask="phone-in"
                        ref={field.ref}
                        name={field.name}
                        value={field.value}
                        onBlur={field.onBlur}
                        onValueChange={(result) => field.onChange(result.raw)}
                      />
                    )}
                  />
                </FormField>
                <FormField label="Email" id={fieldId('email')} required error={message('email')}>
                  <Input type="email" autoComplete="email" {...register('email')} />
                </FormField>
                <FormField
                  label="Confirm email"
                  id={fieldId('confirmEmail')}
                  error={message('confirmEmail')}
                  helpText="Type it again to catch typos."
                >
                  <Input type="email" autoComplete="off" {...register('confirmEmail')} />
                </FormField>
                <FormField
                  label="GSTIN"
                  id={fieldId('gstin')}
                  error={message('gstin')}
                  helpText="Only for business clients."
                >
                  <Controller
                    control={control}
                    name="gstin"
                    render={({ field }) => (
                      <MaskedInput
                        mask="gstin"
                        ref={field.ref}
                        name={field.name}
                        value={field.value}
                        onBlur={field.onBlur}
                        onValueChange={(result) => field.onChange(result.raw)}
                      />
                    )}
                  />
                </FormField>
                <FormField label="PIN code" id={fieldId('pinCode')} required error={message('pinCode')}>
                  <Controller
                    control={control}
                    name="pinCode"
                    render={({ field }) => (
                      <MaskedInput
                        mask="pin"
                        ref={field.ref}
                        name={field.name}
                        value={field.value}
                        onBlur={field.onBlur}
                        onValueChange={(result) => field.onChange(result.raw)}
                      />
                    )}
                  />
                </FormField>
                <FormField
                  label="Carpet area"
                  id={fieldId('carpetArea')}
                  required
                  error={message('carpetArea')}
                  helpText="100 to 20,000 sqft."
                >
                  <Controller
                    control={control}
                    name="carpetArea"
                    render={({ field }) => (
                      <NumberField
                        ref={field.ref}
                        name={field.name}
                        value={field.value}
                        onBlur={field.onBlur}
                        onValueChange={field.onChange}
                        unit="sqft"
                      />
                    )}
                  />
                </FormField>
                <FormField
                  label="Budget"
                  id={fieldId('budget')}
                  required
                  error={message('budget')}
                  helpText="From ₹1,00,000."
                >
                  <Controller
                    control={control}
                    name="budget"
                    render={({ field }) => (
                      <MoneyField
                        ref={field.ref}
                        name={field.name}
                        value={field.value}
                        onBlur={field.onBlur}
                        onValueChange={field.onChange}
                      />
                    )}
                  />
                </FormField>
                <FormField
                  label="Start date"
                  id={fieldId('startDate')}
                  required
                  error={message('startDate')}
                  helpText={`Between ${EARLIEST_START} and ${LATEST_START}.`}
                >
                  <Input type="date" {...register('startDate')} />
                </FormField>
                <FormField
                  label="Handover date"
                  id={fieldId('handoverDate')}
                  required
                  error={message('handoverDate')}
                  helpText="After the start date."
                >
                  <Input type="date" {...register('handoverDate')} />
                </FormField>
              </SimpleGrid>

              <Controller
                control={control}
                name="rooms"
                render={({ field }) => (
                  <Fieldset.Root invalid={Boolean(message('rooms'))} id={fieldId('rooms')}>
                    <Fieldset.Legend>Rooms to survey *</Fieldset.Legend>
                    <Fieldset.HelperText>One to four rooms.</Fieldset.HelperText>
                    <Checkbox.Group value={field.value} onValueChange={field.onChange} colorPalette="brand">
                      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2" mt="2">
                        {BOOKING_ROOMS.map((room, index) => (
                          <Checkbox.Root key={room.value} value={room.value}>
                            <Checkbox.HiddenInput
                              ref={index === 0 ? field.ref : undefined}
                              onBlur={field.onBlur}
                            />
                            <Checkbox.Control />
                            <Checkbox.Label>{room.label}</Checkbox.Label>
                          </Checkbox.Root>
                        ))}
                      </SimpleGrid>
                    </Checkbox.Group>
                    {message('rooms') && (
                      <Fieldset.ErrorText color="red.fg">{message('rooms')}</Fieldset.ErrorText>
                    )}
                  </Fieldset.Root>
                )}
              />

              <Stack gap="3">
                <Controller
                  control={control}
                  name="siteVisit"
                  render={({ field }) => (
                    <Switch.Root
                      checked={field.value}
                      onCheckedChange={(details) => field.onChange(details.checked)}
                      colorPalette="brand"
                      id={fieldId('siteVisit')}
                    >
                      <Switch.HiddenInput ref={field.ref} onBlur={field.onBlur} />
                      <Switch.Control />
                      <Switch.Label>Visit the site (needs the address)</Switch.Label>
                    </Switch.Root>
                  )}
                />
                {siteVisit && (
                  <FormField
                    label="Site address"
                    id={fieldId('siteAddress')}
                    required
                    error={message('siteAddress')}
                  >
                    <Textarea rows={2} autoComplete="street-address" {...register('siteAddress')} />
                  </FormField>
                )}
              </Stack>

              <FormField
                label="Floor plan"
                id={fieldId('floorPlan')}
                required
                error={message('floorPlan')}
                helpText="PDF, PNG or JPG, up to 5 MB."
              >
                <Input type="file" accept=".pdf,.png,.jpg,.jpeg" p="1.5" {...register('floorPlan')} />
              </FormField>

              <Controller
                control={control}
                name="terms"
                render={({ field }) => (
                  <Stack gap="1">
                    <Checkbox.Root
                      checked={field.value}
                      onCheckedChange={(details) => field.onChange(details.checked === true)}
                      invalid={Boolean(message('terms'))}
                      colorPalette="brand"
                      id={fieldId('terms')}
                    >
                      <Checkbox.HiddenInput
                        ref={field.ref}
                        onBlur={field.onBlur}
                        aria-describedby={message('terms') ? 'booking-terms-error' : undefined}
                      />
                      <Checkbox.Control />
                      <Checkbox.Label>
                        I accept the survey terms (₹1,500, adjusted in the first invoice)
                      </Checkbox.Label>
                    </Checkbox.Root>
                    {message('terms') && (
                      <Text id="booking-terms-error" textStyle="xs" color="red.fg">
                        {message('terms')}
                      </Text>
                    )}
                  </Stack>
                )}
              />

              <Flex gap="2" justify="flex-end" wrap="wrap" align="center">
                {booked && (
                  <Text textStyle="sm" color="green.fg" role="status" me="auto">
                    Survey booked for {booked}.
                  </Text>
                )}
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => {
                    reset(emptyBooking);
                    setBooked(null);
                  }}
                >
                  Clear
                </Button>
                <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                  Book survey
                </Button>
              </Flex>
            </Stack>
          </form>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
