// Behavioral Correction (decisions.md 31): reactivity, fear and everyday problem behaviour, worked
// through with management, desensitization and counter-conditioning rather than punishment.
import { buildProgram } from '../program-builder';

export const behavioralCorrection = buildProgram({
  key: 'behavioral-correction',
  title: 'Behavioral Correction',
  description:
    'An eight-week program for dogs who bark, lunge, jump up, guard things or struggle when left alone. You learn to read stress signals, manage triggers so the behaviour stops being rehearsed, and change how your dog feels about them with desensitization, counter-conditioning and calm coping skills. Force-free throughout; dogs with a bite history should also see a veterinary behaviorist.',
  difficulty: 'intermediate',
  durationWeeks: 8,
  priceCents: 29900,
  prerequisites: [
    'A veterinary check within the last 3 months to rule out pain or illness behind the behaviour',
    'Dog takes food from your hand in a quiet environment',
    'Owner can practise 10-15 minutes on most days and follow a management plan between sessions',
    'Any bite history has been disclosed to the trainer before the first session',
  ],
  equipment: [
    { name: 'Well-fitted harness (back- or front-clip)' },
    { name: '6 ft (1.8 m) leash, not retractable' },
    { name: 'High-value soft treats (cheese, chicken, meat paste)' },
    { name: 'Relaxation mat or bed' },
    { name: 'Trigger and progress log (notebook or phone)' },
    { name: 'Baby gates or exercise pen for management' },
    { name: 'Basket muzzle, conditioned to be comfortable', optional: true },
    { name: 'Indoor camera for monitoring alone time', optional: true },
  ],
  breedRecommendations: [
    { breed: 'Mixed Breed', suitability: 'good', notes: "The plan is built around each dog's own triggers and history." },
    {
      breed: 'German Shepherd Dog',
      suitability: 'good',
      notes: 'Often responds well to structured pattern games; watch for early stress signals.',
    },
    {
      breed: 'Border Collie',
      suitability: 'good',
      notes: 'Motion and sound sensitivity are common; relaxation work is especially valuable.',
    },
    {
      breed: 'Chihuahua',
      suitability: 'good',
      notes: 'Small dogs are often handled without consent; choice-based handling helps quickly.',
    },
    {
      breed: 'Jack Russell Terrier',
      suitability: 'fair',
      notes: 'High arousal means thresholds are lower; expect slower progress around small animals.',
    },
    {
      breed: 'Akita',
      suitability: 'challenging',
      notes: 'Dog-directed aggression needs a certified behaviour consultant alongside this program.',
    },
  ],
  modules: [
    {
      title: 'Weeks 1-2: Assessment and Management',
      description: 'Understand what your dog is telling you, find the triggers, and stop the behaviour being practised while you train.',
      days: 14,
      lessons: [
        {
          title: 'Reading Canine Body Language',
          description: 'Learn the early signs of stress so you can act before your dog reaches the point of barking, lunging or snapping.',
          minutes: 20,
          steps: [
            'Study the "ladder of aggression": yawning, lip licking, turning away, freezing, staring, growling, snapping.',
            'Watch your dog for 10 minutes at home and note their relaxed baseline: ears, tail, mouth and weight distribution.',
            'Watch again during a mildly stressful moment (doorbell, vacuum) and note every change you see.',
            'Record short videos and review them in slow motion with the trainer.',
            "Write down your dog's three earliest personal stress signals.",
          ],
          successCriteria: [
            'Owner identifies at least five stress signals in a video of their dog',
            "Owner can name their dog's earliest warning sign",
          ],
          tips: [
            'A wagging tail is not always friendly: look at height, speed and the whole body.',
            'Never punish a growl. It is a warning, and removing it makes bites less predictable.',
          ],
        },
        {
          title: 'Identifying Triggers and Thresholds',
          description: 'Find out exactly what sets your dog off and how close they can be to it while still able to learn.',
          minutes: 15,
          steps: [
            "Keep a trigger log for one week: date, trigger, distance, your dog's reaction from 1 to 5, and what happened just before.",
            'Group the triggers (other dogs, strangers, bikes, noises) and rank them from mild to intense.',
            'For the main trigger, find the "threshold distance": the closest point where your dog notices it but can still eat and respond to their name.',
            'Note factors that lower the threshold, such as poor sleep, a busy day or being on leash.',
            'Agree two training goals with the trainer, each written as a behaviour you want instead.',
          ],
          successCriteria: ['A completed seven-day trigger log', 'A threshold distance measured for the main trigger'],
          tips: [
            'Stress adds up over 24-72 hours; a calm day before training makes sessions go better.',
            'Goals like "looks at a dog and then back at me" are trainable; "stops being reactive" is not.',
          ],
        },
        {
          title: 'Building a Management Plan',
          description:
            'Every rehearsal of the problem behaviour strengthens it. Management prevents rehearsals while training changes the emotion behind them.',
          minutes: 15,
          steps: [
            'List the places and times the behaviour happens and plan how to avoid each one for now.',
            'Block window views with frosted film if your dog barks at passers-by.',
            'Walk at quieter times and routes, and plan escape routes such as U-turns and parked cars to step behind.',
            'Teach an "emergency U-turn": say "This way!", turn and reward as your dog follows.',
            'Use gates and crates so visitors and children are never left unsupervised with a worried dog.',
          ],
          successCriteria: [
            'Reactions drop to two or fewer per week because of management alone',
            'Dog follows an emergency U-turn cue on the first try in a quiet street',
          ],
          tips: [
            'Management is not failure; it is what makes training possible.',
            'Tell visitors in advance how to behave: ignore the dog, no reaching, no staring.',
          ],
        },
      ],
    },
    {
      title: 'Weeks 3-4: Calm and Coping Skills',
      description: 'Give your dog tools to settle and a predictable pattern to fall back on when the world gets exciting.',
      days: 14,
      lessons: [
        {
          title: 'Mat Relaxation Protocol',
          description: 'Teach your dog to relax on a mat on cue, so calm becomes a skill you can take anywhere.',
          minutes: 15,
          steps: [
            'Place the mat down in a quiet room and reward any interaction with it: a look, a step, a sit.',
            'Reward a down on the mat, then reward slowly for calm signs: hip rolled to one side, head lowering, sighing.',
            'Add short movements of your own (stand up, take one step) and reward calm that stays.',
            'Practise daily for two weeks, then use the mat in the garden and the car.',
            'Introduce a very mild trigger at far distance while your dog relaxes on the mat.',
          ],
          successCriteria: [
            'Dog lies on the mat with a relaxed hip and soft eyes within two minutes of it being placed',
            'Dog stays relaxed while you move around the room',
          ],
          tips: [
            'Speak softly and deliver treats slowly; your energy sets the tone.',
            'A lick mat or chew on the mat can help dogs who struggle to settle.',
          ],
        },
        {
          title: 'Pattern Games for Predictability',
          description: 'Simple counting games give anxious dogs a predictable routine that keeps their brain in thinking mode.',
          minutes: 10,
          steps: [
            'Play "1-2-3": walk and count aloud "one, two", and on "three" drop a treat beside your leg.',
            'Practise indoors until your dog looks to your leg as you say "three".',
            'Play the game on walks in quiet areas, then with a trigger far in the distance.',
            'Teach "up-down": drop a treat, and when your dog looks up at you after eating, mark and drop another.',
            'Use either game as soon as you see an early stress signal on walks.',
          ],
          successCriteria: [
            'Dog keeps checking in with you while you play 1-2-3 on a quiet street',
            'Dog can play up-down with a trigger visible at threshold distance',
          ],
          tips: [
            'The predictability is the point: keep the rhythm the same every time.',
            'If your dog stops eating, increase the distance from the trigger before trying again.',
          ],
        },
      ],
    },
    {
      title: 'Weeks 5-6: Desensitization and Counter-Conditioning',
      description: 'Change how your dog feels about triggers by pairing them with good things at distances they can handle.',
      days: 14,
      lessons: [
        {
          title: 'Open Bar, Closed Bar',
          description:
            'When the trigger appears, the treats flow; when it leaves, they stop. Your dog learns that triggers predict good things.',
          minutes: 15,
          steps: [
            "Set up at your dog's threshold distance with a helper dog or person as the trigger.",
            'The moment your dog sees the trigger, start feeding small treats one after another.',
            'When the trigger leaves sight, stop feeding and go quiet.',
            'Repeat 5-8 times per session, ending while your dog is still comfortable.',
            'Only reduce the distance by a few feet once your dog looks at the trigger and then immediately back at you.',
          ],
          successCriteria: [
            'Dog looks to you expectantly when the trigger appears, at threshold distance',
            'Threshold distance shrinks by at least 25% from the week 1 measurement',
          ],
          tips: [
            'The order matters: trigger first, then food. Food first can make the food predict the scary thing.',
            'Use the best treats you have and save them only for this exercise.',
          ],
        },
        {
          title: 'Engage-Disengage Game',
          description: 'Reward your dog for noticing a trigger calmly and then for choosing to turn away from it.',
          minutes: 15,
          steps: [
            'At threshold distance, mark the moment your dog looks at the trigger calmly and reward.',
            'Repeat until your dog looks at the trigger and then quickly looks back at you for the treat.',
            'Now wait: mark only when your dog looks away from the trigger on their own.',
            'After several successful reps, move a little closer or let the trigger move more.',
            'If your dog stares, stiffens or barks, calmly move away and make the next rep easier.',
          ],
          successCriteria: [
            'Dog disengages from a trigger on their own within three seconds',
            'Dog walks past a trigger at the new threshold distance with a loose leash',
          ],
          tips: [
            'Let your dog look: taking in information is how fear fades.',
            'Short sessions with a break to sniff work better than long ones.',
          ],
        },
        {
          title: 'Sound Desensitization',
          description: 'Gradually build tolerance to noises such as thunder, fireworks or the doorbell using recordings.',
          minutes: 10,
          steps: [
            'Find a recording of the sound and play it at a volume so low your dog does not react.',
            'Play the sound for a few seconds while feeding treats or giving a lick mat, then stop both.',
            'Raise the volume in small steps over several sessions, only when your dog shows no stress signals.',
            'Change the room and the speaker position so the sound feels less predictable.',
            'For the doorbell, ring it, then toss treats onto the dog\'s mat until it predicts "go to place".',
          ],
          successCriteria: [
            'Dog stays relaxed while the recording plays at normal household volume',
            'Dog goes to their mat when the doorbell rings',
          ],
          tips: [
            'Recordings help but rarely replace the real thing; keep a safe den ready for storm season.',
            'Talk to your veterinarian about anxiety medication for severe noise fear; it works alongside training.',
          ],
        },
      ],
    },
    {
      title: 'Weeks 7-8: Specific Behaviors and Maintenance',
      description: 'Apply the same principles to common household problems and build a plan to keep the gains.',
      days: 14,
      lessons: [
        {
          title: 'Greeting Without Jumping',
          description: 'Replace jumping on people with a behaviour that earns attention: four paws on the floor or a sit.',
          minutes: 15,
          steps: [
            'When you come home, ignore jumping entirely: stay still, fold your arms and look away.',
            'The instant all four paws are on the floor, mark and drop a treat on the ground.',
            "Toss treats on the floor as you walk in to keep your dog's head low.",
            'Ask visitors to greet only a dog with four paws on the floor, using a leash or gate at first.',
            'Practise with a helper knocking, entering and greeting, repeating until your dog greets calmly.',
          ],
          successCriteria: [
            'Dog greets a familiar visitor with four paws on the floor',
            'Dog sits for attention within five seconds of a visitor entering',
          ],
          tips: [
            "Be consistent: one person rewarding jumping undoes everyone else's work.",
            'Scatter treats on the floor as a greeting ritual; it calms excited dogs quickly.',
          ],
        },
        {
          title: 'Preventing Resource Guarding',
          description: 'Teach your dog that a person approaching their bowl or chew means something even better is coming.',
          minutes: 10,
          steps: [
            'Start with your dog eating from a bowl while you stand where they are comfortable; toss in a better treat and leave.',
            'Approach a step closer each session, toss the treat and walk away again.',
            'Trade items: offer something better and give the original item back most of the time.',
            'Never take food or chews away by force or put your hand in the bowl as a "test".',
            'If your dog freezes, growls or eats faster as you approach, stop, increase the distance and contact the trainer.',
          ],
          successCriteria: [
            'Dog keeps a loose body and looks up happily as you approach their bowl',
            'Dog drops a chew when offered a trade',
          ],
          tips: [
            'Feed dogs that guard from each other in separate rooms.',
            'Children should never approach a dog that is eating or chewing.',
          ],
        },
        {
          title: 'Graduated Departures for Alone Time',
          description: 'Help a dog who struggles when left alone by building absences so short they never cause panic.',
          minutes: 20,
          steps: [
            'Film your dog alone for 10 minutes to see when signs of distress start.',
            'Practise departure cues (keys, shoes, coat) without leaving until they cause no reaction.',
            'Step outside and come back in before distress starts, using a time well under the filmed threshold.',
            'Increase the absence by small amounts, one session a day, and repeat a level if you see any stress.',
            'Avoid leaving your dog longer than they can cope with during the program: use sitters or daycare.',
          ],
          successCriteria: ['Dog stays relaxed for 30 minutes alone on camera', 'Dog shows no reaction to departure cues'],
          tips: [
            'Keep arrivals and departures low-key; big goodbyes raise arousal.',
            "Severe separation distress often needs a veterinarian's help alongside training.",
          ],
        },
      ],
    },
  ],
});
