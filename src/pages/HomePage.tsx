import { ArrowRightIcon } from '../components/icons';
import { ArrowLink } from '../components/buttons';
import { Container, heldHeight, SectionBlock } from '../components/typography';
import { home } from '../content/home';
import { navigation, workAnchor } from '../content/site';
import { studySlugs } from '../app/publicStudies';
import { highlights } from 'virtual:study-highlights';
import { owner } from '../content/owner';
import { timeline } from '../content/timeline';
import { CareerTimeline } from '../sections/CareerTimeline';
import { IntroHero } from '../sections/IntroHero';
import { InviteBanner, inviteHeld } from '../sections/InviteBanner';
import { ProjectGrid, projectsHeld } from '../sections/ProjectGrid';
import { SectionFrame } from '../sections/SectionFrame';
import { styled } from '../styles/stitches.config';

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
      <SectionBlock skipOffscreen style={heldHeight(inviteHeld)}>
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
        held={projectsHeld(highlights.length, highlights.length < studySlugs.length)}
        eyebrow={projects.eyebrow}
        heading={projects.heading}
        intro={projects.intro(highlights.length, studySlugs.length)}
      >
        <ProjectGrid projects={highlights} cta={projects.cta} lockedHint={projects.lockedHint} />
        {highlights.length < studySlugs.length && (
          <StyledAll>
            <ArrowLink to={navigation.allWork.href}>
              {projects.all(studySlugs.length)} <ArrowRightIcon data-arrow />
            </ArrowLink>
          </StyledAll>
        )}
      </SectionFrame>
    </>
  );
}

const StyledAll = styled('p', { marginTop: '$6' });
