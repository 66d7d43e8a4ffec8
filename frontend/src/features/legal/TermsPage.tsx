import { Text } from '@mantine/core';
import { LegalPage } from './LegalPage';

export function TermsPage() {
  return (
    <LegalPage title="Terms of service">
      <Text>
        Homeward provides tools that help you buy a home without a real-estate agent: property lookup, tour
        requests, an offer letter generator, a purchase agreement generator and home inspection report
        analysis.
      </Text>
      <Text>
        Homeward is not a law firm, a real-estate brokerage or a home inspector, and nothing it produces is
        legal, financial or inspection advice. Review every document with a qualified professional before you
        sign it.
      </Text>
      <Text>
        Unlocking a property is a one-time payment of $99 per property and gives access to all of that
        property&apos;s documents. You are responsible for the accuracy of the information you enter.
      </Text>
    </LegalPage>
  );
}
