import { Text } from '@mantine/core';
import { usePageTitle } from '#src/lib/use-page-title';
import { LegalDocument } from '../components/legal-document';
import { TERMS_SECTIONS } from '../content/terms-sections';

export function TermsPage() {
  usePageTitle('Terms of Service');
  return (
    <LegalDocument
      title="Terms of Service"
      updated="January 15, 2025"
      intro={
        <Text inherit>
          These terms explain how In-Kind Marketplace works and what we expect from donors, nonprofits and ourselves. We
          have kept them as short and plain as we can.
        </Text>
      }
      sections={TERMS_SECTIONS}
    />
  );
}
