import {
  Badge,
  Box,
  Button,
  Card,
  HStack,
  Image,
  Input,
  RadioGroup,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { saveDemoContent, readFileAsDataUrl } from '@/services/kit';
import { FileDropzone, FormField, FormWithPreview, PageHeader, toaster, OptionSelect } from '@/ui';
import { wholeRupees as rupees } from '@/ui/format/rupees';
import { href } from '@/routes/paths';
import { NFT_CATEGORIES, NFT_COLLECTIONS, SALE_TYPE_LABELS, SALE_TYPES, type Nft } from './nft-fixtures';
import { nftImageSrc } from './nft-image';
import { nftStore } from './nft-market';
import {
  AUCTION_LENGTHS,
  buildNft,
  CATEGORY_KIND,
  createNftSchema,
  EMPTY_CREATE_NFT,
  NFT_IMAGE_MAX_BYTES,
  NFT_IMAGE_TYPES,
  type CreateNftInput,
  type CreateNftValues,
} from './create-nft/create-nft-schema';

export default function AppsNftCreateNftPage() {
  const [created, setCreated] = useState<Nft | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    reset,
    formState: { errors },
  } = useForm<CreateNftInput, unknown, CreateNftValues>({
    resolver: zodResolver(createNftSchema),
    defaultValues: EMPTY_CREATE_NFT,
  });
  const draft = useWatch({ control });
  const price = Number(draft.price);
  const category = draft.category ?? 'Wardrobes';

  const pickImage = (files: File[]) => {
    const file = files[0];
    if (!file) {
      setValue('image', '', { shouldDirty: true });
      return;
    }
    readFileAsDataUrl(file)
      .then((image) => setValue('image', image, { shouldDirty: true, shouldValidate: true }))
      .catch(() => toaster.create({ type: 'error', title: 'The picture could not be read' }));
  };

  const text = (
    name: 'title' | 'price' | 'royaltiesPercent',
    label: string,
    props: Record<string, string> = {},
  ) => (
    <FormField label={label} error={errors[name]?.message} required={name !== 'royaltiesPercent'}>
      <Input {...props} {...register(name)} />
    </FormField>
  );
  const select = (
    name: 'collection' | 'category' | 'auctionHours',
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <FormField label={label} error={errors[name]?.message}>
      <OptionSelect {...register(name)} options={options} />
    </FormField>
  );
  const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

  if (created)
    return (
      <>
        <PageHeader title="Create NFT" description="Mint a design and list it on the marketplace." />
        <Card.Root maxW="2xl" role="status">
          <Card.Body gap="3">
            <Text as="h2" textStyle="xl" fontWeight="semibold">
              “{created.title}” is listed
            </Text>
            <Text color="fg.muted">
              {SALE_TYPE_LABELS[created.saleType]} · {rupees.format(created.price)} · {created.collection}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Button asChild colorPalette="brand">
                <RouterLink to={href('/apps/nft/nft-details', { id: created.id })}>Open its page</RouterLink>
              </Button>
              <Button asChild variant="outline">
                <RouterLink to={href('/apps/nft/market-place')}>See the marketplace</RouterLink>
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  setCreated(null);
                  reset(EMPTY_CREATE_NFT);
                }}
              >
                Create another
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      </>
    );

  return (
    <>
      <PageHeader title="Create NFT" description="Mint a design and list it on the marketplace." />
      <FormWithPreview
        preview={
          <Card.Root size="sm" overflow="hidden" data-testid="nft-preview">
            <Box position="relative" bg="bg.muted">
              <Image
                src={draft.image || nftImageSrc({ kind: CATEGORY_KIND[category], category })}
                alt={draft.image ? 'Your picture' : ''}
                aspectRatio={16 / 10}
                w="full"
                objectFit="cover"
              />
              <Badge
                position="absolute"
                top="2"
                insetStart="2"
                variant="surface"
                colorPalette={draft.saleType === 'auction' ? 'red' : 'green'}
              >
                {SALE_TYPE_LABELS[draft.saleType ?? 'buy-now']}
              </Badge>
            </Box>
            <Card.Body gap="1.5">
              <Text textStyle="xs" color="fg.muted">
                You · {draft.collection}
              </Text>
              <Text fontWeight="semibold" lineClamp={2} data-testid="preview-title">
                {draft.title?.trim() || 'Untitled design'}
              </Text>
              <Text textStyle="lg" fontWeight="semibold" data-testid="preview-price">
                {Number.isFinite(price) && price > 0 ? rupees.format(price) : '₹—'}
              </Text>
              <Text textStyle="xs" color="fg.muted">
                {draft.category} · royalties {String(draft.royaltiesPercent ?? 0)} %
              </Text>
            </Card.Body>
          </Card.Root>
        }
      >
        <form
          noValidate
          aria-label="New NFT"
          onSubmit={handleSubmit((values) => {
            const nft = buildNft(values, new Date());
            const failure = saveDemoContent('The NFT', () => nftStore.update((list) => [nft, ...list]));
            // Storage full (the picture is kept as a data URL): the form stays as typed.
            if (failure) {
              toaster.create({ type: 'error', ...failure });
              return;
            }
            setCreated(nft);
            toaster.create({ type: 'success', title: 'NFT listed on the marketplace' });
          })}
        >
          <Stack gap="4">
            <Stack gap="1">
              <FileDropzone
                label="Picture of the design"
                accept={NFT_IMAGE_TYPES}
                acceptText="PNG, JPG, WebP or GIF"
                maxFileSize={NFT_IMAGE_MAX_BYTES}
                onFilesChange={pickImage}
              />
              {errors.image && (
                <Text textStyle="xs" color="fg.error">
                  {errors.image.message}
                </Text>
              )}
            </Stack>
            {text('title', 'Name', { placeholder: 'e.g. Teak bookshelf, signed model' })}
            <FormField label="Description" error={errors.description?.message} required>
              <Textarea rows={4} {...register('description')} />
            </FormField>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              {select('collection', 'Collection', asOptions(NFT_COLLECTIONS))}
              {select('category', 'Category', asOptions(NFT_CATEGORIES))}
              {text('price', 'Price (₹)', { inputMode: 'numeric' })}
              {text('royaltiesPercent', 'Royalties (%)', { inputMode: 'decimal' })}
            </SimpleGrid>
            <Controller
              control={control}
              name="saleType"
              render={({ field }) => (
                <RadioGroup.Root
                  name={field.name}
                  value={field.value}
                  onValueChange={(details) => field.onChange(details.value)}
                  aria-labelledby="sale-type-label"
                >
                  <Text id="sale-type-label" textStyle="sm" fontWeight="medium" mb="2">
                    Sale type
                  </Text>
                  <HStack gap="6" wrap="wrap">
                    {SALE_TYPES.map((saleType) => (
                      <RadioGroup.Item key={saleType} value={saleType}>
                        <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{SALE_TYPE_LABELS[saleType]}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </HStack>
                </RadioGroup.Root>
              )}
            />
            {draft.saleType === 'auction' &&
              select(
                'auctionHours',
                'Auction length',
                AUCTION_LENGTHS.map((length) => ({ value: String(length.hours), label: length.label })),
              )}
            <Button type="submit" colorPalette="brand" alignSelf="flex-start">
              Create and list
            </Button>
          </Stack>
        </form>
      </FormWithPreview>
    </>
  );
}
