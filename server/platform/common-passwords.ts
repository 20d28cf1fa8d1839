// The most common passwords of at least 6 characters (MIN_PASSWORD_LENGTH): the ones tried first
// in every guessing attack, compiled from the published breach-corpus top lists plus a few that
// suit a pet site. Compared case-insensitively.
const COMMON_PASSWORDS = new Set(
  `
  123456 password 12345678 qwerty 123456789 1234567 1234567890 111111 123123 abc123 password1
  iloveyou 000000 qwerty123 1q2w3e4r 654321 666666 123321 7777777 1qaz2wsx 123qwe zxcvbnm 121212
  qwertyuiop 112233 sunshine princess dragon monkey football baseball letmein trustno1 shadow
  master superman michael jennifer jordan23 hunter2 hunter ashley bailey passw0rd charlie donald
  freedom whatever qazwsx 1q2w3e 1q2w3e4r5t 1q2w3e4r5t6y 123abc password123 password12 password!
  admin123 admin1234 administrator welcome welcome1 welcome123 login123 starwars computer michelle
  jessica pepper daniel access flower hottie loveme zaq12wsx zaq1zaq1 mustang killer soccer batman
  andrew tigger thomas robert hockey ranger harley buster joshua matthew maggie cheese summer
  winter spring autumn banana orange purple yellow silver golden ginger cookie chocolate biteme
  corvette ferrari porsche mercedes yankees dallas austin secret secret1 asdfgh asdfghjkl asdf1234
  qwer1234 qweasd qweasdzxc 1qazxsw2 zxcvbn zxcvbnm1 qwertyu qwerty1 qwerty12 abcdef abcdefg
  abcdefgh abcd1234 abc12345 aaaaaa aaaaaaaa 11111111 22222222 88888888 99999999 00000000 12341234
  123654 123789 147258 147258369 159753 159357 741852963 987654321 9876543210 0987654321 1234qwer
  12qwaszx 1234abcd 123456a 123456q a123456 a12345678 q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 1a2b3c
  1a2b3c4d a1b2c3 a1b2c3d4 1password iloveyou1 iloveyou2 loveyou lovely babygirl baby123 angel1
  angels anthony jasmine justin nicole samantha sophie taylor tinkerbell butterfly rainbow
  sunflower blessed blessing jesus1 christ heaven forever friends family lovers mylove myspace1
  facebook google youtube twitter linkedin instagram snapchat netflix pokemon naruto minecraft
  fortnite roblox gaming gamer1 playstation xbox360 nintendo starwars1 matrix trinity phoenix
  guitar music1 metallica slipknot nirvana eminem liverpool chelsea arsenal manchester barcelona
  realmadrid juventus ncc1701 123qweasd qwe123 qwe12345 asd123 asdasd asdasd123 zxc123 zxcasd
  pass123 pass1234 passpass password01 password2 password3 p@ssw0rd p@ssword pa55word passw0rd1
  letmein1 letmein123 changeme changeme1 default guest123 test123 test1234 testing tester temp123
  temppass user123 username 123user root123 toor12 oracle mysql1 server monkey1 dragon1 master1
  shadow1 superman1 batman1 football1 baseball1 soccer1 hockey1 princess1 sunshine1 charlie1
  michael1 jordan1 buster1 tigger1 ginger1 pepper1 cookie1 whatever1 trustno11 killer1 hello123
  hello1 helloworld hellokitty iloveu iloveme qwertz qwertz123 azerty azerty123 123456789a
  12345678a 1234567a 123456aa aa123456 1234561 1234560 12345612 123456123 1234512345 123123123
  456456 789789 147147 159159 112233445566 121314 131313 141414 151515 252525 696969 101010 202020
  212121 232323 abcabc xxxxxx zzzzzz qqqqqq iloveyou! superstar rockstar popcorn cupcake muffin
  pumpkin peanut sparky shadow12 snoopy scooby scoobydoo garfield kitten kitty1 kittycat puppy1
  puppy123 puppylove doggy1 doggie mydog123 ilovemydog ilovemycat doglover catlover woofwoof
  pawsconnect pawsome fluffy fluffy1 buddy123 buddy1 max123 bella1 bella123 lucky1 lucky123 rocky1
  rocky123 daisy1 molly1 charlie123 luna123 cooper1 teddy1 rover1 spot123 marina nathalie natalie
  yellow1 orange1 purple1 silver1 diamond diamonds jordan michael23 jackson london berlin newyork
  chicago america canada mexico december november october september august july2020 january
  february monday friday sunday weekend holiday vacation qwerty! 1qaz!qaz !qaz2wsx 1qaz@wsx
  zaq!2wsx abcd!234
`
    .split(/\s+/)
    .filter(Boolean),
);

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose one that is harder to guess.';

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
