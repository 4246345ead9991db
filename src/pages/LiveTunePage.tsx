import { CaseStudyPage } from './CaseStudyPage';

export default function LiveTunePage() {
  return <CaseStudyPage slug="livetune" />;
}
