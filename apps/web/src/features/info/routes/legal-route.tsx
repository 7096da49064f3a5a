import { toSegment } from '@portal/domain';
import { useParams } from 'react-router';
import { Component as NotFound } from '../../../app/routes/not-found-route.tsx';
import { LegalDocument } from '../components/legal-document.tsx';
import { isLegalDocument } from '../utils/legal-documents.ts';
import '../info.css';

/** /legal/:document: the terms of service or the privacy policy; any other name is not found. */
export function Component() {
  const { lang, document } = useParams();
  if (!isLegalDocument(document)) return <NotFound />;
  return <LegalDocument name={document} lang={toSegment(lang)} />;
}
