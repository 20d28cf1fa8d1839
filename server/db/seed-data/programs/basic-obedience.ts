// Basic Obedience Training (decisions.md 31): a four-week reward-based foundation course.
import { buildProgram } from '../program-builder';

export const basicObedience = buildProgram({
  key: 'basic-obedience',
  title: 'Basic Obedience Training',
  description:
    'A four-week foundation course for puppies and newly adopted dogs. Using reward-based methods in short daily sessions, your dog learns to focus on you, sit, lie down, stay, come when called and walk on a loose leash, so everyday life at home and on walks becomes calmer and safer.',
  difficulty: 'beginner',
  durationWeeks: 4,
  priceCents: 14900,
  prerequisites: [
    'Dog is at least 10 weeks old and has had its first round of puppy vaccinations',
    'Dog is comfortable wearing a flat collar or harness',
    'Owner can set aside two or three 5-10 minute practice sessions a day',
  ],
  equipment: [
    { name: 'Flat collar or well-fitted front-clip harness' },
    { name: '6 ft (1.8 m) standard leash' },
    { name: 'Treat pouch' },
    { name: 'Small, soft, high-value treats (pea-sized)' },
    { name: 'Clicker', optional: true },
    { name: 'Non-slip mat or bed for stay practice', optional: true },
  ],
  breedRecommendations: [
    {
      breed: 'Labrador Retriever',
      suitability: 'excellent',
      notes: 'Food-motivated and eager to work; keep treats small to protect the waistline.',
    },
    { breed: 'Golden Retriever', suitability: 'excellent' },
    {
      breed: 'Border Collie',
      suitability: 'excellent',
      notes: 'Learns very fast; add mental enrichment so boredom does not create new habits.',
    },
    { breed: 'Mixed Breed', suitability: 'good', notes: 'Progress depends on the individual dog; the course adapts to any pace.' },
    {
      breed: 'Beagle',
      suitability: 'fair',
      notes: 'Scent drive makes recall and leash work harder outdoors; expect to practise more around smells.',
    },
    {
      breed: 'Shiba Inu',
      suitability: 'challenging',
      notes: 'Independent by nature; short sessions and very high-value rewards work best.',
    },
  ],
  modules: [
    {
      title: 'Week 1: Focus and Communication',
      description:
        'Build the language you will use for the rest of the course: a reward marker, attention on cue and a simple hand target.',
      days: 7,
      lessons: [
        {
          title: 'Charging the Marker Word',
          description:
            'Teach your dog that one short word (or a click) always means a treat is coming, so you can tell them exactly which behaviour earned the reward.',
          minutes: 10,
          steps: [
            'Pick a short marker word such as "Yes!" (or use a clicker) and use only that sound for marking.',
            'Sit with your dog in a quiet room with 15-20 small treats in a pouch, not in your hand.',
            'Say the marker once, then take a treat from the pouch and give it within one second.',
            'Repeat 10-15 times at random moments, whether your dog is looking at you or not.',
            'Test it: say the marker while your dog is looking away and watch for a quick head turn toward you.',
          ],
          successCriteria: [
            'Dog turns toward you on hearing the marker in at least 8 of 10 tries',
            'Treat reliably follows every marker, with no marker said "for free"',
          ],
          tips: [
            'Keep your hands still until after the marker so the sound, not your movement, predicts food.',
            'Stop while your dog is still keen; two short sessions beat one long one.',
          ],
        },
        {
          title: 'Name Recognition and Eye Contact',
          description: 'Your dog learns that their name means "look at me", the starting point for every other cue.',
          minutes: 10,
          steps: [
            "Say your dog's name once in a happy tone when they are a short distance away.",
            'The moment they look at you, mark and reward.',
            'If they do not look within two seconds, make a kissing sound, then mark and reward the look.',
            'Hold a treat at your eyes, wait for your dog to look from the treat to your face, then mark and reward.',
            'Gradually wait for 2-3 seconds of eye contact before marking.',
          ],
          successCriteria: [
            'Dog looks at you within two seconds of hearing their name, indoors, 8 out of 10 times',
            'Dog holds eye contact for three seconds without being lured',
          ],
          tips: [
            'Never use the name to scold; it should always predict something good.',
            'Say the name once. Repeating it teaches the dog that the first call is optional.',
          ],
        },
        {
          title: 'Hand Targeting (Touch)',
          description:
            'A nose-to-palm touch gives you a friendly way to move your dog around, and it becomes the basis of recall and heel position.',
          minutes: 10,
          steps: [
            "Present a flat open palm a few inches from your dog's nose.",
            'Mark and reward the moment their nose touches your hand.',
            'After 5 successful touches, add the cue "Touch" just before presenting your hand.',
            'Move your hand to different heights and sides so your dog has to take a step to touch it.',
            'Build to your dog following your hand a few steps across the room.',
          ],
          successCriteria: ['Dog touches your palm on cue 9 out of 10 times', 'Dog moves at least three steps to reach your hand'],
          tips: [
            'Rub a little treat on your palm for the first attempts if your dog ignores your hand.',
            'Take your hand away after each try and present it again so each touch is a fresh repetition.',
          ],
        },
      ],
    },
    {
      title: 'Week 2: Sit and Down',
      description: 'Teach the two positions every dog needs, first with a food lure, then on a verbal cue or a hand signal alone.',
      days: 7,
      lessons: [
        {
          title: 'Luring a Sit',
          description: 'Use a treat to guide your dog into a sit, then turn the lure into a hand signal.',
          minutes: 10,
          steps: [
            "Hold a treat at your dog's nose and slowly move it up and back over their head.",
            'As their head rises their rear lowers; mark the moment it touches the floor.',
            'Reward in position, then release with "Free!" and toss a treat so they stand up again.',
            'After 5 smooth reps, make the same movement with an empty hand and reward from the pouch.',
            'Add the word "Sit" just before the hand signal once the signal works 4 times out of 5.',
          ],
          successCriteria: [
            'Dog sits on the hand signal alone 8 out of 10 times',
            'Dog stays sitting until released for at least two seconds',
          ],
          tips: [
            'If your dog jumps, your hand is too high; keep it just above the nose.',
            'Avoid pushing on the rear: dogs learn faster when they choose the position themselves.',
          ],
        },
        {
          title: 'Teaching Down',
          description: 'Guide your dog from a sit into a relaxed down using a treat that moves toward the floor.',
          minutes: 15,
          steps: [
            'Start with your dog sitting. Hold a treat at their nose and lower it straight down between their paws.',
            'Slowly draw the treat along the floor, away from the paws, in an "L" shape.',
            'Mark and reward the moment elbows and chest touch the floor, then feed a second treat between the paws.',
            'Release with "Free!" and repeat; after 5 reps, use an empty hand making the same motion.',
            'Add the cue "Down" just before the hand signal.',
          ],
          successCriteria: ['Dog lies down from a sit on cue 8 out of 10 times', 'Dog remains lying down for five seconds before release'],
          tips: [
            'Practise on a rug or mat: many dogs dislike lying down on cold, hard floors.',
            'If your dog stands up, move the treat more slowly and closer to the floor.',
          ],
        },
        {
          title: 'Fading the Lure and Adding Verbal Cues',
          description: 'Move from rewarding every repetition to a variable schedule and make sure the word alone works.',
          minutes: 10,
          steps: [
            'Say the verbal cue, pause one second, then give the hand signal. The dog starts to anticipate the word.',
            'When your dog moves on the word before the signal, give a jackpot of three treats.',
            'Practise sit and down in random order so your dog listens instead of guessing.',
            'Reward 3 out of 4 correct responses, then 2 out of 3, always marking the best ones.',
            'Practise in three different rooms of your home.',
          ],
          successCriteria: [
            'Dog responds to the spoken "Sit" and "Down" without a hand signal 8 out of 10 times',
            'Dog performs both cues in at least three different rooms',
          ],
          tips: [
            'Keep your body still when you say the cue; dogs read body language first.',
            'Real-life rewards count too: ask for a sit before meals, doors and play.',
          ],
        },
      ],
    },
    {
      title: 'Week 3: Stay and Impulse Control',
      description: 'Build self-control one element at a time: duration, distance and distraction, plus a reliable leave it.',
      days: 7,
      lessons: [
        {
          title: 'Introducing Stay: Duration',
          description: 'Teach your dog to hold a sit or down until released, starting with a few seconds.',
          minutes: 10,
          steps: [
            'Ask for a sit, say "Stay" once with a flat palm signal, and wait one second.',
            'Mark, reward in position, then release with "Free!".',
            'Increase the wait by one or two seconds at a time, up to 30 seconds.',
            'If your dog breaks, calmly reset them without a treat and try again at a shorter time.',
            'Repeat the progression from a down.',
          ],
          successCriteria: ['Dog holds a sit-stay for 30 seconds with you standing in front', 'Dog holds a down-stay for 60 seconds'],
          tips: [
            'Always end a stay with your release word so the dog learns when it is over.',
            'Change only one thing at a time: when you add duration, stay close.',
          ],
        },
        {
          title: 'Building Distance and Distraction',
          description: 'Add the second and third "D" of a solid stay: moving away and coping with things happening nearby.',
          minutes: 15,
          steps: [
            'With your dog in a stay, take one step back, return, mark and reward in position.',
            'Build to five steps away, always returning to reward rather than calling your dog.',
            'Add mild distractions one at a time: a bounce on your toes, a clap, a dropped glove.',
            'Toss a toy a short distance away; reward the stay generously if your dog holds.',
            'When distance and distraction are steady, combine them at an easier level of each.',
          ],
          successCriteria: ['Dog holds a stay while you walk 15 feet away and return', 'Dog holds a stay while a toy is dropped nearby'],
          tips: [
            'Lower the difficulty after two mistakes in a row; mistakes mean the step was too big.',
            'Return to your dog to reward so staying put is the best choice.',
          ],
        },
        {
          title: 'Leave It',
          description: 'Your dog learns to turn away from something tempting on the floor, an everyday safety skill.',
          minutes: 10,
          steps: [
            'Hold a plain treat in a closed fist in front of your dog and let them sniff and lick.',
            'The moment they pull away, mark and reward with a better treat from your other hand.',
            'Add the cue "Leave it" just before presenting the fist once they back off quickly.',
            'Place a treat on the floor under your hand, uncovering it gradually as your dog leaves it.',
            'Walk your dog on leash past a treat on the floor, rewarding them for looking at you.',
          ],
          successCriteria: [
            'Dog looks away from an uncovered treat on the floor on cue',
            'Dog walks past a dropped treat on leash without lunging',
          ],
          tips: [
            'Never let your dog have the item they were asked to leave; the reward always comes from you.',
            'Keep the leash loose: the dog should choose to leave it, not be held back.',
          ],
        },
      ],
    },
    {
      title: 'Week 4: Recall and Loose-Leash Walking',
      description: 'Bring everything outdoors: coming when called and walking calmly beside you on a loose leash.',
      days: 7,
      lessons: [
        {
          title: 'Come When Called',
          description: 'Build a recall your dog is excited to answer, using games and the best rewards you have.',
          minutes: 15,
          steps: [
            'Indoors, say "Come!" once in a happy voice and run a few steps backwards.',
            'When your dog reaches you, hold the collar gently, mark and give three treats one after another.',
            'Play the "ping-pong" recall with a family member, taking turns calling your dog across the room.',
            'Move to a fenced yard and call when your dog is mildly distracted, such as sniffing grass.',
            'Send your dog back to what they were doing after most recalls so coming to you never ends the fun.',
          ],
          successCriteria: [
            'Dog comes to you from 20 feet away in a fenced area on the first call, 8 out of 10 times',
            'Dog allows a gentle collar hold on arrival',
          ],
          tips: [
            'Never call your dog for something unpleasant such as a bath or ending a walk; go and get them instead.',
            'Use a 15-30 ft long line in unfenced areas until the recall is reliable.',
          ],
        },
        {
          title: 'Loose-Leash Walking',
          description: 'Teach your dog that a slack leash makes the walk go forward and a tight one stops it.',
          minutes: 20,
          steps: [
            'Choose a side and reward your dog at your hip whenever the leash hangs in a "J" shape.',
            'Walk a few steps; reward every 2-3 steps while your dog stays beside you.',
            'If the leash tightens, stop and stand still. Move again the moment it slackens.',
            'If your dog keeps pulling, turn around and walk the other way, rewarding when they catch up.',
            'Gradually reward less often and practise on a quiet street before busier routes.',
          ],
          successCriteria: [
            'Dog walks 50 yards on a quiet street with a loose leash',
            'Dog returns to your side without a cue when the leash tightens',
          ],
          tips: [
            'Let your dog sniff on a "Go sniff" cue as a reward for walking nicely.',
            'A front-clip harness helps during training but does not replace it.',
          ],
        },
        {
          title: 'Putting It Together: Real-World Practice',
          description: 'Practise every cue in new places so your dog responds at the park and not only in the kitchen.',
          minutes: 20,
          steps: [
            'Make a list of five locations from easy (back yard) to hard (a busy park).',
            'At each new place, let your dog sniff and settle for a few minutes before training.',
            'Run a short routine: name, sit, down, a 10-second stay, leave it and a recall on a long line.',
            'Reward more generously in new places than at home.',
            'Move to the next location only when your dog succeeds at 80% in the current one.',
          ],
          successCriteria: [
            'Dog performs sit, down and stay in at least three public places',
            'Dog responds to a cue within three seconds despite moderate distractions',
          ],
          tips: [
            'If your dog cannot take treats, you are too close to distractions; move farther away.',
            'Finish each outing with something your dog is good at so it ends on a success.',
          ],
        },
      ],
    },
  ],
});
