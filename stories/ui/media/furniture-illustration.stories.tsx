import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimpleGrid } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import {
  FURNITURE_DESCRIPTIONS,
  FURNITURE_KINDS,
  FurnitureIllustration,
  furnitureImageSrc,
} from '../../../src/ui/components/illustrations/furniture-illustrations';

function Gallery() {
  return (
    <SimpleGrid columns={{ base: 2, md: 3 }} gap="4">
      {FURNITURE_KINDS.map((kind) => (
        <FurnitureIllustration key={kind} kind={kind} />
      ))}
      <FurnitureIllustration kind="kitchen" title="" data-testid="decorative" />
      <img src={furnitureImageSrc('wardrobe')} alt="Wardrobe, drawn as a file" width={160} height={100} />
    </SimpleGrid>
  );
}

const meta = { title: 'UI/Media/FurnitureIllustration', component: Gallery } satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryKind: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const kind of FURNITURE_KINDS)
      await expect(canvas.getByRole('img', { name: FURNITURE_DESCRIPTIONS[kind] })).toBeVisible();
    // An empty title makes the drawing decorative: hidden from assistive technology.
    await expect(canvas.getByTestId('decorative')).toHaveAttribute('aria-hidden', 'true');
    const file = canvas.getByRole('img', { name: 'Wardrobe, drawn as a file' }) as HTMLImageElement;
    await expect(file.src).toMatch(/^data:image\/svg\+xml/);
  },
};
