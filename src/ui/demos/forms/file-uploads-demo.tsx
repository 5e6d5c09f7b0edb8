import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DemoGrid, DemoSection, FileDropzone, PageHeader } from '@/ui';
import { fakeUpload } from './demo-options';

const MB = 1024 * 1024;

/** File uploads: drag and drop, image previews, type, size and count limits with messages, and upload progress. */
export function FileUploadsDemo() {
  const [drawings, setDrawings] = useState<File[]>([]);
  return (
    <>
      <PageHeader
        title="File uploads"
        description="Add site photos and drawings by dragging them in or choosing them; each file is checked before it is sent."
      />
      <DemoGrid columns={2}>
        <DemoSection
          title="Site photos"
          description="Images up to 5 MB, six at most; each uploads with its own progress (a file named “fail…” shows a failed upload)."
        >
          <FileDropzone
            label="Site photos"
            accept={['image/png', 'image/jpeg', 'image/webp']}
            acceptText="PNG, JPG or WebP"
            maxFileSize={5 * MB}
            maxFiles={6}
            upload={fakeUpload}
          />
        </DemoSection>
        <DemoSection
          title="Floor plan"
          description="One PDF up to 10 MB; kept on this device until the form is saved."
        >
          <FileDropzone
            label="Floor plan"
            accept={['application/pdf']}
            acceptText="PDF"
            maxFileSize={10 * MB}
            onFilesChange={setDrawings}
          />
          <Text textStyle="sm" color="fg.muted" mt="3" aria-live="polite">
            {drawings.length
              ? `Ready to save: ${drawings.map((file) => file.name).join(', ')}`
              : 'No floor plan yet.'}
          </Text>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
