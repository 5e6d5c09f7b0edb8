/**
 * dashboard/documents: every document of the projects the person may see (drawings, contracts,
 * quotation PDFs, site photos, renders), filtered by project, kind, uploader, upload dates and name
 * in the URL; one at a time in a drawer (`?document=<id>`) with its preview, versions, a new
 * version and delete; and an upload panel for several files at once.
 */
import { DocumentList } from './documents/document-list';
import { SignedInPage } from './page-frame';

const DESCRIPTION =
  'Drawings, contracts, quotations, site photos and renders of your projects, each with its versions.';

export default function DashboardDocumentsPage() {
  return (
    <SignedInPage
      title="Documents"
      description={DESCRIPTION}
      signedOut={{
        title: 'Sign in to see the documents',
        reason:
          'Documents belong to the projects they are filed under: sign in to see your projects’ documents.',
      }}
    >
      <DocumentList />
    </SignedInPage>
  );
}
