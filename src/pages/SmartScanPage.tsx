import { CaseStudyPage } from './CaseStudyPage';

export default function SmartScanPage() {
  return <CaseStudyPage slug="smartscan" />;
}
