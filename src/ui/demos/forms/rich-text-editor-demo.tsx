import { Button, Code, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { DemoGrid, DemoSection, FormField, LazyRichTextEditor, PageHeader, RichTextView } from '@/ui';

const TERMS = `<h2>Terms of the quotation</h2>
<p>Prices include <strong>18% GST</strong> and installation within city limits.</p>
<ul><li>50% advance with the order</li><li>40% when the carcasses are delivered</li><li>10% on handover</li></ul>
<blockquote>Validity: 15 days from the date of the quotation.</blockquote>`;

const UNSAFE_SAMPLE = `<p>Site notes from the client's email</p>
<script>alert('hijack')</script>
<p><img src="x" onerror="alert('stolen')">Please call before visiting.</p>
<p><a href="javascript:alert('x')">Open the plan</a></p>`;

/**
 * The rich text editor (Tiptap), loaded only on this page. What it saves is sanitised with DOMPurify, and so is
 * anything pasted or loaded into it.
 */
export function RichTextEditorDemo() {
  const [loaded, setLoaded] = useState(TERMS);
  const [saved, setSaved] = useState(TERMS);
  const [source, setSource] = useState(UNSAFE_SAMPLE);

  return (
    <>
      <PageHeader
        title="Rich text editor"
        description="Formatted text for quotation terms and design notes; the HTML it saves is always sanitised."
      />
      <DemoGrid columns={2}>
        <DemoSection
          title="Editor"
          description="Toolbar buttons, or Ctrl+B, Ctrl+I, Ctrl+U; arrow keys move along the toolbar."
        >
          <LazyRichTextEditor label="Quotation terms" value={loaded} onChange={setSaved} />
        </DemoSection>
        <DemoSection title="Saved HTML" description="Exactly what would be stored.">
          <Code
            as="pre"
            display="block"
            whiteSpace="pre-wrap"
            wordBreak="break-word"
            p="3"
            maxH="18rem"
            overflow="auto"
            aria-label="Saved HTML source"
            tabIndex={0}
          >
            {saved}
          </Code>
        </DemoSection>
        <DemoSection
          title="Load HTML"
          description="HTML from an email or another tool: scripts, event handlers and javascript: links are removed before it reaches the editor."
        >
          <Stack gap="3">
            <FormField label="HTML to load">
              <Textarea
                rows={7}
                fontFamily="mono"
                textStyle="xs"
                value={source}
                onChange={(event) => setSource(event.target.value)}
              />
            </FormField>
            <Button alignSelf="flex-start" variant="outline" onClick={() => setLoaded(source)}>
              Load into the editor
            </Button>
          </Stack>
        </DemoSection>
        <DemoSection
          title="Preview"
          description="The saved HTML as the client would see it on the printed quotation."
        >
          <RichTextView html={saved} textStyle="sm" />
        </DemoSection>
      </DemoGrid>
    </>
  );
}
