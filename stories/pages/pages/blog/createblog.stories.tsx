import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { postStore } from '../../../../src/pages/pages/blog/blog-store';
import CreateBlogPage from '../../../../src/pages/pages/blog/createblog.page';
import { EMPTY_POST, postDraftStore } from '../../../../src/pages/pages/blog/create-post-schema';
import { toaster } from '../../../../src/ui';
import { expectNoPageOverflow, screen } from '../../../demos/ui-elements/demo-checks';
import { expectTitle, narrowDark } from '../ecommerce/shop-story';

const meta = {
  title: 'Pages/Pages/Blog/CreateBlog',
  component: CreateBlogPage,
  parameters: { initialPath: '/pages/blog/createblog' },
  beforeEach: () => {
    postStore.reset();
    postDraftStore.reset();
    return () => {
      postStore.reset();
      postDraftStore.reset();
      toaster.remove();
    };
  },
} satisfies Meta<typeof CreateBlogPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A 1 × 1 transparent PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

export const RefusesAnEmptyPostThenPublishes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvasElement, 'Create blog post');
    await expectNoPageOverflow();
    const before = postStore.read().length;
    const form = within(canvas.getByRole('form', { name: 'New post' }));
    const editor = await form.findByRole('textbox', { name: 'Post' }, { timeout: 15000 });

    await userEvent.click(form.getByRole('button', { name: 'Publish' }));
    await expect(await form.findByText('Give the post a title.')).toBeVisible();
    await expect(form.getByText('Write at least 40 characters.')).toBeVisible();
    await expect(form.getByText('Add at least one tag.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Title/ })).toHaveAttribute('aria-invalid', 'true');
    // The editor's description names the error, so a screen reader hears it in the editor.
    await expect(editor).toHaveAccessibleDescription(/Write at least 40 characters\./);
    await expect(postStore.read()).toHaveLength(before);

    await userEvent.type(form.getByRole('textbox', { name: /^Title/ }), 'Laminate or acrylic shutters?');
    await expect(canvas.getByTestId('preview-title')).toHaveTextContent('Laminate or acrylic shutters?');
    await userEvent.click(form.getByRole('textbox', { name: /^Summary/ }));
    await userEvent.paste('What each finish costs, how it wears and where we use it.');
    await userEvent.click(form.getByRole('textbox', { name: /^Author/ }));
    await userEvent.paste('Priya Sharma');
    await userEvent.type(form.getByRole('textbox', { name: /^Tags/ }), 'kitchens, shutters');
    await expect(
      within(canvas.getByTestId('post-preview'))
        .getAllByText(/Kitchens|Shutters/)
        .map((tag) => tag.textContent),
    ).toEqual(['Kitchens', 'Shutters']);

    await userEvent.click(editor);
    await userEvent.keyboard('Acrylic gives a deep gloss but shows every scratch; ');
    await userEvent.keyboard('{Control>}b{/Control}laminate{Control>}b{/Control} is tougher.');
    await waitFor(() => expect(editor.querySelector('strong')).toHaveTextContent('laminate'));

    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File([PNG], 'shutters.png', { type: 'image/png' }));
    const cover = await within(canvas.getByTestId('post-preview')).findByRole('img', {
      name: 'Your cover picture',
    });
    await expect(cover.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    // What is typed is kept as a draft before anything is published.
    await waitFor(() => expect(postDraftStore.read().title).toBe('Laminate or acrylic shutters?'));
    await expect(canvas.getByText('Draft kept in this browser.')).toBeVisible();

    // Publishing right after a keystroke: the draft save still waiting for a pause must not outlive it.
    await userEvent.type(form.getByRole('textbox', { name: /^Summary/ }), ' Prices in rupees.');
    await userEvent.click(form.getByRole('button', { name: 'Publish' }));
    await expect(await canvas.findByText('“Laminate or acrylic shutters?” is published')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 600));
    const posts = postStore.read();
    await expect(posts).toHaveLength(before + 1);
    await expect(posts[0]).toMatchObject({
      title: 'Laminate or acrylic shutters?',
      author: 'Priya Sharma',
      tags: ['Kitchens', 'Shutters'],
      comments: [],
    });
    await expect(posts[0]?.body).toContain('<strong>laminate</strong>');
    await expect(posts[0]?.cover).toMatch(/^data:image\/png;base64,/);
    await expect(localStorage.getItem(postDraftStore.key)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Read the post' })).toHaveAttribute(
      'href',
      `/pages/blog/blogdetails?id=${posts[0]?.id ?? ''}`,
    );
  },
};

export const ADraftComesBackAndCanBeDiscarded: Story = {
  beforeEach: () => {
    postDraftStore.write({
      ...EMPTY_POST,
      title: 'Loft storage above a sliding wardrobe',
      kind: 'wardrobe',
      body: '<p>Started on the train.</p>',
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: 'New post' }));
    await expect(form.getByRole('textbox', { name: /^Title/ })).toHaveValue(
      'Loft storage above a sliding wardrobe',
    );
    await expect(form.getByRole('combobox', { name: 'Topic' })).toHaveValue('wardrobe');
    const editor = await form.findByRole('textbox', { name: 'Post' }, { timeout: 15000 });
    await waitFor(() => expect(editor).toHaveTextContent('Started on the train.'));

    await userEvent.click(form.getByRole('button', { name: 'Discard draft' }));
    const dialog = await screen().findByRole('alertdialog', { name: 'Discard this draft?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: /^Title/ })).toHaveValue(''));
    await waitFor(() => expect(editor).toHaveTextContent(''));
    await waitFor(() => expect(localStorage.getItem(postDraftStore.key)).toBeNull());
    await expect(form.getByRole('button', { name: 'Discard draft' })).toBeDisabled();
  },
};

export const NarrowDark: Story = narrowDark;
