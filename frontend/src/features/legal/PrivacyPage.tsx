import { Text } from '@mantine/core';
import { LegalPage } from './LegalPage';

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy policy">
      <Text>
        We collect the details you give us (your name, e-mail address, phone number, the addresses of the
        properties you add and the documents you upload) to provide the service to you.
      </Text>
      <Text>
        Your properties and documents are visible only to you. Card payments are handled by our payment
        provider; Homeward never stores card numbers.
      </Text>
      <Text>To ask for a copy or the deletion of your data, write to support@homeward.example.</Text>
    </LegalPage>
  );
}
