/** The form behind "Add product" and "Edit product": one schema, messages beside the fields, photos kept as data URLs. */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Field,
  FileUpload,
  Flex,
  IconButton,
  Image,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { ImagePlus, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { readFileAsDataUrl } from '@/services/kit';
import { FURNITURE_DESCRIPTIONS, OptionSelect } from '@/ui';
import { PRODUCT_CATEGORIES, PRODUCT_KINDS, type Product } from './shop-model';

/** Photos live in localStorage with everything else: keep them small. */
export const MAX_PHOTO_BYTES = 800 * 1024;
export const MAX_PHOTOS = 4;

const rupees = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${label}`)
    .refine(
      (value) => /^\d+(\.\d{1,2})?$/.test(value.replace(/,/g, '')),
      `Enter the ${label} in rupees, e.g. 24500`,
    );

const list = (what: string) =>
  z
    .string()
    .refine((value) => splitList(value).length > 0, `Enter at least one ${what}, separated by commas`);

export const productFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(3, 'Enter a product name of at least 3 characters')
      .max(80, 'Keep the name under 80 characters'),
    sku: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]+(-[A-Z0-9]+)*$/, 'Use capital letters, digits and hyphens, e.g. WRD-3D-210'),
    category: z.enum(PRODUCT_CATEGORIES, 'Choose a category'),
    kind: z.enum(PRODUCT_KINDS),
    price: rupees('selling price'),
    mrp: rupees('list price'),
    stock: z.string().trim().regex(/^\d+$/, 'Enter how many are in stock (0 or more)'),
    finishes: list('finish'),
    sizes: list('size'),
    description: z.string().trim().min(20, 'Describe the product in at least 20 characters'),
    features: z.string(),
  })
  .refine((values) => toNumber(values.mrp) >= toNumber(values.price), {
    path: ['mrp'],
    message: 'The list price cannot be below the selling price',
  });
export type ProductFormValues = z.infer<typeof productFormSchema>;

function toNumber(value: string): number {
  return Number(value.replace(/,/g, ''));
}

function splitList(value: string): string[] {
  return value
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export function formValuesOf(product: Product): ProductFormValues {
  return {
    name: product.name,
    sku: product.sku,
    category: product.category,
    kind: product.kind,
    price: String(product.price),
    mrp: String(product.mrp),
    stock: String(product.stock),
    finishes: product.finishes.join(', '),
    sizes: product.sizes.join(', '),
    description: product.description,
    features: product.features.join('\n'),
  };
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  sku: '',
  category: 'Wardrobes',
  kind: 'wardrobe',
  price: '',
  mrp: '',
  stock: '0',
  finishes: '',
  sizes: '',
  description: '',
  features: '',
};

/** The product a valid form describes, keeping what the form does not edit (rating, reviews, date). */
export function productFromForm(values: ProductFormValues, photos: string[], base: Product | null): Product {
  return {
    id: base?.id ?? `p-${Date.now().toString(36)}`,
    rating: base?.rating ?? 0,
    reviewCount: base?.reviewCount ?? 0,
    addedOn: base?.addedOn ?? new Date().toISOString().slice(0, 10),
    name: values.name.trim(),
    sku: values.sku.trim(),
    category: values.category,
    kind: values.kind,
    price: toNumber(values.price),
    mrp: toNumber(values.mrp),
    stock: Number(values.stock),
    finishes: splitList(values.finishes),
    sizes: splitList(values.sizes),
    description: values.description.trim(),
    features: values.features
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    photos,
  };
}

function FormRow({
  label,
  error,
  helper,
  required = false,
  children,
}: {
  label: string;
  error: string | undefined;
  helper?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error ? (
        <Field.ErrorText color="red.fg">{error}</Field.ErrorText>
      ) : (
        helper && <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Field.Root>
  );
}

function Select({
  registration,
  options,
}: {
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
}) {
  return <OptionSelect {...registration} options={options} />;
}

export interface ProductFormProps {
  product: Product | null;
  submitLabel: string;
  onSave: (product: Product) => void;
  /** Extra buttons beside Save (Cancel, Delete). */
  secondaryActions?: ReactNode;
}

export function ProductForm({ product, submitLabel, onSave, secondaryActions }: ProductFormProps) {
  const [photos, setPhotos] = useState<string[]>(product?.photos ?? []);
  const [photoErrors, setPhotoErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: product ? formValuesOf(product) : EMPTY_PRODUCT_FORM,
    mode: 'onTouched',
  });

  const acceptPhotos = async (files: File[]) => {
    const problems: string[] = [];
    const added: string[] = [];
    for (const file of files) {
      if (!file.type.startsWith('image/')) problems.push(`${file.name} is not a picture (JPG, PNG or WebP).`);
      else if (file.size > MAX_PHOTO_BYTES) problems.push(`${file.name} is larger than 800 KB.`);
      else if (photos.length + added.length >= MAX_PHOTOS)
        problems.push(`${file.name} was not added: at most ${MAX_PHOTOS} photos.`);
      else added.push(await readFileAsDataUrl(file));
    }
    setPhotoErrors(problems);
    if (added.length) setPhotos((current) => [...current, ...added]);
  };

  return (
    <form
      noValidate
      aria-label={submitLabel}
      onSubmit={(event) =>
        void handleSubmit((values) => onSave(productFromForm(values, photos, product)))(event)
      }
    >
      <Stack gap="6" maxW="4xl">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormRow label="Product name" error={errors.name?.message} required>
            <Input {...register('name')} />
          </FormRow>
          <FormRow label="SKU" error={errors.sku?.message} helper="e.g. WRD-3D-210" required>
            <Input {...register('sku')} autoCapitalize="characters" />
          </FormRow>
          <FormRow label="Category" error={errors.category?.message} required>
            <Select
              registration={register('category')}
              options={PRODUCT_CATEGORIES.map((value) => ({ value, label: value }))}
            />
          </FormRow>
          <FormRow label="Drawing shown without photos" error={errors.kind?.message}>
            <Select
              registration={register('kind')}
              options={PRODUCT_KINDS.map((value) => ({ value, label: FURNITURE_DESCRIPTIONS[value] }))}
            />
          </FormRow>
          <FormRow label="Selling price (₹, before GST)" error={errors.price?.message} required>
            <Input {...register('price')} inputMode="decimal" />
          </FormRow>
          <FormRow
            label="List price (₹)"
            error={errors.mrp?.message}
            helper="Equal to the selling price when there is no offer"
            required
          >
            <Input {...register('mrp')} inputMode="decimal" />
          </FormRow>
          <FormRow label="In stock" error={errors.stock?.message} required>
            <Input {...register('stock')} inputMode="numeric" />
          </FormRow>
          <FormRow
            label="Finishes"
            error={errors.finishes?.message}
            helper="Separated by commas, e.g. Walnut laminate, Frosty white"
            required
          >
            <Input {...register('finishes')} />
          </FormRow>
          <FormRow
            label="Sizes"
            error={errors.sizes?.message}
            helper="Separated by commas, e.g. 1800 mm, 2400 mm"
            required
          >
            <Input {...register('sizes')} />
          </FormRow>
        </SimpleGrid>
        <FormRow label="Description" error={errors.description?.message} required>
          <Textarea {...register('description')} rows={4} />
        </FormRow>
        <FormRow label="What you get" error={errors.features?.message} helper="One feature per line">
          <Textarea {...register('features')} rows={3} />
        </FormRow>

        <Stack gap="3">
          <FileUpload.Root
            accept={['image/png', 'image/jpeg', 'image/webp']}
            maxFiles={MAX_PHOTOS}
            onFileChange={(details) => {
              void acceptPhotos([
                ...details.acceptedFiles,
                ...details.rejectedFiles.map((rejection) => rejection.file),
              ]);
            }}
          >
            <FileUpload.HiddenInput aria-label="Product photos" />
            <FileUpload.Label fontWeight="medium" textStyle="sm">
              Photos
            </FileUpload.Label>
            {/* The dropzone is itself the button that opens the file dialog; its name is what it says. */}
            <FileUpload.Dropzone
              w="full"
              minH="28"
              aria-labelledby="product-photos-prompt"
              aria-describedby="product-photos-limits"
            >
              <ImagePlus aria-hidden="true" />
              <FileUpload.DropzoneContent>
                <Text id="product-photos-prompt">Drop photos here or click to choose</Text>
              </FileUpload.DropzoneContent>
            </FileUpload.Dropzone>
            <Text id="product-photos-limits" color="fg.muted" textStyle="xs">
              JPG, PNG or WebP, up to 800 KB each, {MAX_PHOTOS} at most
            </Text>
          </FileUpload.Root>
          {photoErrors.length > 0 && (
            <Stack role="alert" gap="1">
              {photoErrors.map((message) => (
                <Text key={message} color="red.fg" textStyle="sm">
                  {message}
                </Text>
              ))}
            </Stack>
          )}
          {photos.length > 0 && (
            <SimpleGrid
              as="ul"
              listStyleType="none"
              columns={{ base: 2, md: 4 }}
              gap="3"
              aria-label="Chosen photos"
            >
              {photos.map((src, index) => (
                <Box as="li" key={src.slice(-32) + index} position="relative">
                  <Image
                    src={src}
                    alt={`Photo ${index + 1}`}
                    aspectRatio={16 / 10}
                    objectFit="cover"
                    rounded="l2"
                    w="full"
                  />
                  <IconButton
                    size="2xs"
                    position="absolute"
                    top="1"
                    insetEnd="1"
                    variant="solid"
                    colorPalette="gray"
                    aria-label={`Remove photo ${index + 1}`}
                    onClick={() => setPhotos((current) => current.filter((_, other) => other !== index))}
                  >
                    <X />
                  </IconButton>
                </Box>
              ))}
            </SimpleGrid>
          )}
        </Stack>

        <Flex gap="2" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={isSubmitting}>
            {submitLabel}
          </Button>
          {secondaryActions}
        </Flex>
      </Stack>
    </form>
  );
}
