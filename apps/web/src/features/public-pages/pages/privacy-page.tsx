import { Text } from '@mantine/core';
import { usePageTitle } from '#src/lib/use-page-title';
import { LegalDocument } from '../components/legal-document';
import { PRIVACY_SECTIONS } from '../content/privacy-sections';

export function PrivacyPage() {
  usePageTitle('Privacy Policy');
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="January 15, 2025"
      intro={
        <Text inherit>
          Your trust matters to us. This policy explains what information we collect, why we collect it, how long we
          keep it and the choices you have.
        </Text>
      }
      sections={PRIVACY_SECTIONS}
    />
  );
}
