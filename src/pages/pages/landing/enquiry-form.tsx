import { Button, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { toaster, OptionSelect } from '@/ui';

const NEEDS = ['Modular kitchen', 'Wardrobes', 'TV unit', 'Full home', 'Cut panels'] as const;

const enquirySchema = z.object({
  name: z.string().trim().min(2, 'Tell us your name.'),
  phone: z
    .string()
    .trim()
    .regex(/^[6-9]\d{9}$/, 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.'),
  area: z.string().trim().min(2, 'Which area or city is the site in?'),
  need: z.enum(NEEDS),
});
type Enquiry = z.infer<typeof enquirySchema>;

/** Books a free site visit: validated beside each field, confirmed on the page and in a toast. */
export function EnquiryForm() {
  const [booked, setBooked] = useState<Enquiry | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Enquiry>({
    resolver: zodResolver(enquirySchema),
    defaultValues: { name: '', phone: '', area: '', need: 'Modular kitchen' },
  });

  if (booked) {
    return (
      <Stack gap="3" role="status">
        <Text fontWeight="semibold" textStyle="lg">
          Thank you, {booked.name}!
        </Text>
        <Text color="fg.muted">
          We will call {booked.phone} within one working day to fix a time for the site visit in {booked.area}
          .
        </Text>
        <Button
          alignSelf="flex-start"
          variant="outline"
          onClick={() => {
            setBooked(null);
            reset();
          }}
        >
          Book another visit
        </Button>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      aria-label="Book a free site visit"
      onSubmit={handleSubmit((values) => {
        setBooked(values);
        toaster.create({ type: 'success', title: 'Site visit requested' });
      })}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root invalid={Boolean(errors.name)}>
            <Field.Label>Your name</Field.Label>
            <Input autoComplete="name" {...register('name')} />
            <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.phone)}>
            <Field.Label>Mobile number</Field.Label>
            <Input type="tel" inputMode="numeric" autoComplete="tel-national" {...register('phone')} />
            <Field.ErrorText>{errors.phone?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.area)}>
            <Field.Label>Site area</Field.Label>
            <Input placeholder="e.g. Baner, Pune" {...register('area')} />
            <Field.ErrorText>{errors.area?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>What do you need?</Field.Label>
            <OptionSelect {...register('need')} options={NEEDS} />
          </Field.Root>
        </SimpleGrid>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start">
          Request a free site visit
        </Button>
      </Stack>
    </form>
  );
}
