import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Field, Grid, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PageHeader, OptionSelect } from '@/ui';

const TOPICS = [
  'New kitchen or wardrobe',
  'Order I placed',
  'Service and warranty',
  'Dealer or supplier enquiry',
] as const;

const enquirySchema = z.object({
  name: z.string().trim().min(2, 'Enter your name'),
  email: z.email('Enter an email address such as name@example.in'),
  phone: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || /^(\+91[\s-]?)?[6-9]\d{9}$/.test(value),
      'Enter a 10-digit Indian mobile number, or leave it empty',
    ),
  topic: z.enum(TOPICS, 'Choose what it is about'),
  message: z
    .string()
    .trim()
    .min(20, 'Tell us a little more (at least 20 characters)')
    .max(1000, 'Keep it under 1,000 characters'),
});
type Enquiry = z.infer<typeof enquirySchema>;

export default function PagesContactusPage() {
  const [sent, setSent] = useState<Enquiry | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Enquiry>({
    resolver: zodResolver(enquirySchema),
    defaultValues: { name: '', email: '', phone: '', topic: TOPICS[0], message: '' },
    mode: 'onTouched',
  });

  return (
    <>
      <PageHeader
        title="Contact us"
        description="Ask about a new kitchen, an order or a repair; we answer within one working day."
      />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
        gap="6"
        alignItems="start"
      >
        {sent ? (
          <Alert.Root status="success" role="status" alignItems="flex-start">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Thank you, {sent.name}. Your message is with us.</Alert.Title>
              <Alert.Description>
                We will reply to {sent.email} about “{sent.topic}” within one working day.
              </Alert.Description>
              <Button
                mt="3"
                size="sm"
                variant="outline"
                alignSelf="flex-start"
                onClick={() => {
                  reset();
                  setSent(null);
                }}
              >
                Send another message
              </Button>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <form noValidate aria-label="Contact us" onSubmit={(event) => void handleSubmit(setSent)(event)}>
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <Field.Root invalid={Boolean(errors.name)} required>
                  <Field.Label>
                    Name
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input {...register('name')} autoComplete="name" />
                  <Field.ErrorText color="red.fg">{errors.name?.message}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={Boolean(errors.email)} required>
                  <Field.Label>
                    Email
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input type="email" {...register('email')} autoComplete="email" />
                  <Field.ErrorText color="red.fg">{errors.email?.message}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={Boolean(errors.phone)}>
                  <Field.Label>Mobile number</Field.Label>
                  <Input type="tel" {...register('phone')} autoComplete="tel" />
                  <Field.ErrorText color="red.fg">{errors.phone?.message}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={Boolean(errors.topic)} required>
                  <Field.Label>
                    About
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <OptionSelect {...register('topic')} options={TOPICS} />
                  <Field.ErrorText color="red.fg">{errors.topic?.message}</Field.ErrorText>
                </Field.Root>
              </SimpleGrid>
              <Field.Root invalid={Boolean(errors.message)} required>
                <Field.Label>
                  Message
                  <Field.RequiredIndicator />
                </Field.Label>
                <Textarea {...register('message')} rows={6} />
                <Field.ErrorText color="red.fg">{errors.message?.message}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" colorPalette="brand" alignSelf="flex-start">
                Send message
              </Button>
            </Stack>
          </form>
        )}
        <Card.Root as="aside" aria-label="Other ways to reach us" size="sm">
          <Card.Body gap="4" textStyle="sm">
            <Stack direction="row" gap="3">
              <MapPin aria-hidden="true" size={18} />
              <Text>
                Factory and experience centre: No. 14, 2nd Phase, Peenya Industrial Area, Bengaluru 560058
                (Monday to Saturday, 10 am to 7 pm)
              </Text>
            </Stack>
            <Stack direction="row" gap="3">
              <Phone aria-hidden="true" size={18} />
              <Text>+91 80 4123 4567</Text>
            </Stack>
            <Stack direction="row" gap="3">
              <Mail aria-hidden="true" size={18} />
              <Text>hello@fpw.in</Text>
            </Stack>
          </Card.Body>
        </Card.Root>
      </Grid>
    </>
  );
}
