import { Container } from '../components/typography';
import { byEmployer } from '../content/employerGroups';
import { work } from '../content/work';
import { PageIntro } from '../sections/PageIntro';
import { StudyList } from '../sections/StudyList';
import { allStudies } from 'virtual:study-catalogue';

/** Every study, loaded with this page's code. */
const groups = byEmployer(allStudies);

/** All work: every case study, by employer, a step from the menu, the footer and each study's end. */
export default function WorkPage() {
  return (
    <>
      <PageIntro eyebrow={work.eyebrow} heading={work.heading} lede={work.lede} />
      <Container>
        <StudyList groups={groups} lockedHint={work.lockedHint} />
      </Container>
    </>
  );
}
