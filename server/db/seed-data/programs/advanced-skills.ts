// Advanced Training Skills (decisions.md 31): proofing, precision heeling and off-leash reliability.
import { buildProgram } from '../program-builder';

export const advancedSkills = buildProgram({
  key: 'advanced-skills',
  title: 'Advanced Training Skills',
  description:
    'A six-week program for dogs that already know the basics. It proofs cues against real-world distractions, teaches precise heeling, builds an off-leash recall and emergency stop on a long line, and adds practical life skills such as place, door manners and trading items.',
  difficulty: 'intermediate',
  durationWeeks: 6,
  priceCents: 24900,
  prerequisites: [
    'Dog responds to sit, down, stay and come at home on the first cue',
    'Dog walks on a loose leash on quiet streets',
    'Completion of Basic Obedience Training or an equivalent course',
    'Dog is comfortable around other dogs at a distance of 20 feet',
  ],
  equipment: [
    { name: 'Flat collar or back-clip harness' },
    { name: '6 ft (1.8 m) standard leash' },
    { name: '30 ft (10 m) long line' },
    { name: 'Treat pouch with high-value treats' },
    { name: 'Raised bed or place mat' },
    { name: 'Favourite tug toy for reward play', optional: true },
    { name: 'Recall whistle', optional: true },
  ],
  breedRecommendations: [
    { breed: 'Border Collie', suitability: 'excellent', notes: 'Thrives on precision work; watch for over-arousal around moving things.' },
    { breed: 'German Shepherd Dog', suitability: 'excellent' },
    { breed: 'Australian Shepherd', suitability: 'excellent' },
    { breed: 'Poodle (Standard)', suitability: 'good', notes: 'Quick learner; keep sessions varied to hold interest.' },
    { breed: 'Basset Hound', suitability: 'fair', notes: 'Scent-driven; off-leash work needs patience and a long line for longer.' },
    {
      breed: 'Siberian Husky',
      suitability: 'challenging',
      notes: 'High prey drive and independence; off-leash recall may never be safe in unfenced areas.',
    },
  ],
  modules: [
    {
      title: 'Proofing Under Distraction',
      description: 'Make known cues reliable anywhere, using the three Ds (duration, distance, distraction) systematically.',
      days: 10,
      lessons: [
        {
          title: 'Generalizing Cues to New Places',
          description: 'Dogs learn in pictures. This lesson re-teaches each known cue in new settings until it works everywhere.',
          minutes: 20,
          steps: [
            'Rate ten locations from 1 (your living room) to 10 (a busy market) by how distracting they are for your dog.',
            'At a level 3 location, ask for sit, down and a hand touch and record how many succeed on the first cue.',
            'If fewer than 8 of 10 succeed, drop back to easier cues with a lure, then fade it again.',
            'Move up one level only after two sessions at 80% or better.',
            'Vary your position: give cues while sitting, with your back turned and while walking.',
          ],
          successCriteria: [
            'Dog responds to sit and down on the first cue at a level 6 location, 8 out of 10 times',
            'Dog responds when the cue is given from a chair or with your back turned',
          ],
          tips: [
            'Keep a simple training log; progress is easier to see on paper.',
            'Repeating a cue teaches the dog to wait for the second one; help instead, then try again.',
          ],
        },
        {
          title: 'Distance and Out-of-Sight Stays',
          description: 'Extend the stay to 30 feet away and to short periods out of sight.',
          minutes: 20,
          steps: [
            'Start with a 1-minute down-stay at 10 feet and return to reward in position.',
            'Add distance in 5-foot steps up to 30 feet, keeping the duration short as distance grows.',
            'Step behind a door frame for one second, return and reward. Build to 30 seconds out of sight.',
            'Add a helper walking past at 20 feet while your dog holds the stay.',
            'Practise the full exercise outdoors on a long line for safety.',
          ],
          successCriteria: [
            'Dog holds a 3-minute down-stay with you 30 feet away',
            'Dog holds a stay for 30 seconds while you are out of sight',
          ],
          tips: [
            'Most breaks happen when you return; approach calmly and reward before releasing.',
            'Use a down for long stays: it is more comfortable for the dog to hold.',
          ],
        },
      ],
    },
    {
      title: 'Precision Heeling',
      description: "Teach an attentive heel with your dog's shoulder at your left leg, through turns and pace changes.",
      days: 10,
      lessons: [
        {
          title: 'Finding Heel Position',
          description: 'Show your dog exactly where heel is, then build movement from that position.',
          minutes: 15,
          steps: [
            'Stand still with your dog at your left side and reward when their shoulder lines up with your leg.',
            'Deliver treats with your left hand right at the seam of your trousers so the dog stays in place.',
            'Use a hand target to guide your dog into position from in front of you, then add the cue "Heel".',
            'Take one step forward; reward if your dog moves with you and stays in position.',
            'Build to 10 steps in a straight line, rewarding every 2-3 steps.',
          ],
          successCriteria: [
            'Dog moves into heel position on cue from in front of you',
            'Dog heels 10 steps in a straight line without forging ahead or lagging',
          ],
          tips: [
            'Reward placement builds position: feed where you want the dog to be.',
            'Keep heeling sessions short (2-3 minutes), then release to play.',
          ],
        },
        {
          title: 'Turns, Pace Changes and Automatic Sits',
          description: 'Teach your dog to follow you through left and right turns, speed changes and halts.',
          minutes: 20,
          steps: [
            "Practise right (outside) turns first: say the dog's name just before turning and reward on the exit.",
            'For left turns, slow down and turn into your dog, rewarding as they tuck back.',
            'Add a slow pace and a fast pace, marking the dog for adjusting with you.',
            'When you stop, ask for a sit; after several reps, wait for the dog to sit on its own, then jackpot.',
            'Link turns, pace changes and halts into a 2-minute pattern.',
          ],
          successCriteria: [
            'Dog stays in position through left, right and about turns',
            'Dog sits automatically at heel when you stop, 8 out of 10 times',
          ],
          tips: [
            'Signal changes with your shoulders a moment before you make them; dogs read this quickly.',
            'If your dog forges ahead, make more left and about turns to keep them guessing.',
          ],
        },
        {
          title: 'Heeling Past Distractions',
          description: 'Keep focus while passing people, dogs and food on the ground.',
          minutes: 20,
          steps: [
            'Place a bowl of treats on the ground and heel past it at 15 feet, rewarding attention.',
            'Reduce the distance gradually until you can heel past at 3 feet.',
            'Ask a helper to stand still, then walk slowly, then jog, while you heel past.',
            'Heel past a calm, leashed dog at a distance where your dog can still eat treats.',
            'Use "Let\'s go" and an about turn whenever your dog stares at a distraction.',
          ],
          successCriteria: [
            'Dog heels past a bowl of food at 3 feet without diving for it',
            'Dog heels past a calm dog at 10 feet while staying in position',
          ],
          tips: [
            'Distance is your friend: the right distance is where your dog can still learn.',
            'Reward from your hand, never from the distraction.',
          ],
        },
      ],
    },
    {
      title: 'Off-Leash Reliability',
      description: 'Build a recall and an emergency stop you can trust, practised safely on a long line before any off-leash freedom.',
      days: 11,
      lessons: [
        {
          title: 'Long-Line Recall',
          description: 'Proof the recall at distance and around distractions while the long line keeps your dog safe.',
          minutes: 20,
          steps: [
            'Attach a 30 ft long line to a back-clip harness in an open field, letting it trail on the ground.',
            'Let your dog wander and call once when they are not looking at you; reward lavishly on arrival.',
            'Add a "collar grab and release" on most recalls so being caught never ends the fun.',
            'Call away from increasing distractions: sniffing, a dropped toy, a person walking past.',
            'If your dog ignores the call, calmly reel in the line and reward lightly, then make the next call easier.',
          ],
          successCriteria: [
            'Dog recalls from 30 feet away from a sniffing spot on the first call, 9 out of 10 times',
            'Dog recalls away from a person walking past at 30 feet',
          ],
          tips: [
            'Never use the recall cue unless you are ready to reward and, on a line, to help.',
            'Wear gloves and never wrap the line around your hand.',
          ],
        },
        {
          title: 'Emergency Stop (Down at a Distance)',
          description: 'Teach your dog to drop into a down wherever they are, a skill that can prevent accidents near roads.',
          minutes: 15,
          steps: [
            'Next to your dog, ask for a down with a raised-hand signal and reward.',
            'Step back one step at a time and cue the down from a distance, tossing the reward to the dog.',
            'Ask for the down while your dog walks toward you slowly, then at a trot.',
            'Practise the down while your dog is moving away from you on the long line.',
            'Add a helper who tosses a toy: cue the down before your dog reaches it and reward heavily.',
          ],
          successCriteria: [
            'Dog drops into a down from 20 feet away on one cue',
            'Dog stops and lies down while moving toward a thrown toy',
          ],
          tips: [
            'Toss rewards to the dog in position so they learn to stay where they dropped.',
            'Keep this cue special: practise a few times per session, not dozens.',
          ],
        },
      ],
    },
    {
      title: 'Practical Life Skills',
      description: 'Everyday manners that make living together easier: a settle on a mat, waiting at doors and giving up items.',
      days: 11,
      lessons: [
        {
          title: 'Go to Place',
          description: 'Send your dog to a bed or mat and have them settle there while life goes on around them.',
          minutes: 15,
          steps: [
            'Lure your dog onto the mat, mark when all four paws are on it and reward on the mat.',
            'Add the cue "Place" and toss a treat off the mat to reset after each rep.',
            'Wait for a down on the mat, then build duration as you did for stay.',
            'Add distance to the send: start 3 feet away and build to across the room.',
            'Practise during real life: doorbell, meals and visitors, rewarding calm behaviour on the mat.',
          ],
          successCriteria: [
            'Dog goes to the mat from 15 feet away on a single cue',
            'Dog remains on the mat for 10 minutes while you eat a meal',
          ],
          tips: [
            'Drop rewards calmly between the paws to encourage relaxation rather than excitement.',
            "A mat can travel with you to cafés and friends' houses.",
          ],
        },
        {
          title: 'Wait at Doors and Thresholds',
          description: 'Your dog learns to pause at doors, gates and car doors until released.',
          minutes: 10,
          steps: [
            'With your dog sitting at the door, reach for the handle; if they stay, mark and reward.',
            'Open the door an inch; if your dog moves, close it gently. If they wait, reward.',
            'Open the door wider step by step until it can stand fully open.',
            'Release with "OK, let\'s go" and walk through together.',
            'Repeat at the car, garden gate and crate door.',
          ],
          successCriteria: ['Dog waits at an open front door until released', 'Dog waits in the car with the door open until released'],
          tips: [
            'The door is the reward: opening it works better than food for many dogs.',
            'Practise with the leash on whenever the door leads to a road.',
          ],
        },
        {
          title: 'Drop It and Trading',
          description: 'Teach your dog to release items willingly by making giving things up pay off.',
          minutes: 10,
          steps: [
            'While your dog holds a low-value toy, put a high-value treat at their nose and say "Drop".',
            'Mark when the toy falls, give the treat, then give the toy back.',
            'Repeat until your dog drops on the cue before seeing the treat.',
            'Practise with higher-value items, always trading up.',
            'Practise "drop" during tug play, then restart the game as the reward.',
          ],
          successCriteria: ['Dog drops a toy on the first cue with no treat visible', 'Dog releases a chew in exchange for a treat calmly'],
          tips: [
            'Never chase your dog for an item; it turns into a game of keep-away.',
            'If your dog stiffens or growls over items, stop and use the Behavioral Correction program.',
          ],
        },
      ],
    },
  ],
});
