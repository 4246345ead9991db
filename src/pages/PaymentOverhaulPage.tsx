import { CaseStudyPage } from './CaseStudyPage';

export default function PaymentOverhaulPage() {
  return <CaseStudyPage slug="payment-overhaul" />;
}
