import { ArrowRightIcon } from '../components/icons';
import { ArrowLink } from '../components/buttons';
import { Container, SectionBlock } from '../components/typography';
import { caseStudyLinks } from '../content/caseStudies';
import { home } from '../content/home';
import { navigation, workAnchor } from '../content/site';
import { owner } from '../content/owner';
import { timeline } from '../content/timeline';
import { CareerTimeline } from '../sections/CareerTimeline';
import { IntroHero } from '../sections/IntroHero';
import { InviteBanner } from '../sections/InviteBanner';
import { ProjectGrid } from '../sections/ProjectGrid';
import { SectionFrame } from '../sections/SectionFrame';

export default function HomePage() {
  const { intro, projects, leadershipInvite } = home;
  return (
    <>
      <IntroHero {...intro} photo={owner.photo} workAnchor={workAnchor} />
      <SectionFrame
        id="career"
        skipOffscreen
        eyebrow={home.timeline.eyebrow}
        heading={home.timeline.heading}
        intro={home.timeline.intro}
        tone="sunken"
      >
        <CareerTimeline entries={timeline} labels={home.timeline} />
      </SectionFrame>
      <SectionBlock skipOffscreen>
        <Container>
          <InviteBanner
            eyebrow={leadershipInvite.eyebrow}
            heading={leadershipInvite.heading}
            body={leadershipInvite.body}
            paperLines={leadershipInvite.style}
            action={
              <ArrowLink to={navigation.leadership.href}>
                {leadershipInvite.cta} <ArrowRightIcon data-arrow />
              </ArrowLink>
            }
          />
        </Container>
      </SectionBlock>
      <SectionFrame
        id={workAnchor}
        skipOffscreen
        eyebrow={projects.eyebrow}
        heading={projects.heading}
        intro={projects.intro}
      >
        <ProjectGrid
          projects={caseStudyLinks}
          cta={projects.cta}
          lockedHint={projects.lockedHint}
        />
      </SectionFrame>
    </>
  );
}
