/**
 * The most common passwords of public breach lists (top ~200, plus Portuguese favourites), lower-case.
 * A password on this list is refused whatever its length.
 */
const COMMON = `123456 123456789 12345678 password qwerty123 qwerty1 111111 12345 secret 123123 1234567890 1234567 000000
qwerty abc123 password1 iloveyou 654321 dragon monkey 123321 666666 1qaz2wsx 7777777 121212 112233 123qwe
q1w2e3r4t5 q1w2e3r4 zxcvbnm asdfghjkl 1q2w3e4r 1q2w3e4r5t 1q2w3e 987654321 555555 888888 football baseball
welcome welcome1 admin admin123 administrator login letmein master sunshine princess starwars shadow ashley
michael superman batman trustno1 passw0rd password123 password12 pass1234 qwertyuiop 11111111 00000000 88888888
12341234 123123123 147258369 159753 123654 1234qwer a123456 a12345678 abc12345 abcd1234 aa123456 asdf1234
qwer1234 zaq12wsx 1qazxsw2 football1 charlie jessica michelle jordan23 hunter2 freedom whatever computer
internet mustang access flower hottie loveme lovely jennifer hello hello123 killer soccer pokemon naruto
cheese chocolate cookie summer winter spring autumn basketball hockey tigger buster daniel thomas robert
matrix pepper ginger maggie andrea andrew joshua nicole amanda orange banana apple purple silver golden
diamond 123abc 123456a 123456789a 12345a 1234abcd 696969 131313 789456123 456789 987654 112233445566
qazwsx qazwsxedc 1234561 12345678910 0987654321 google facebook linkedin youtube twitter instagram
senha senha123 senha1234 senha12345 mudar123 mudar@123 trocar123 brasil brasil123 flamengo corinthians
palmeiras saopaulo vasco gremio santos cruzeiro internacional botafogo fluminense amor amoreterno teamo
deusefiel jesus jesus123 jesuscristo familia felicidade saudade mae123 meuamor minhavida gatinha gatinho
futebol bolinha estrela cachorro abcdefgh abcdefg12 changeme default guest root toor test test123 testing
demo1234 usuario usuario123 acesso acesso123 123mudar mudarsenha novasenha minhasenha qwerty12 asd123 zxc123
p@ssw0rd p@ssword pa$$w0rd passwort motdepasse contraseña password! qwerty! 1234567a`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(COMMON.split(/\s+/).filter(Boolean));

/** Case-insensitive; also catches a common password with trailing digits or '!' appended once (e.g. 'Senha2024!'). */
export function isCommonPassword(password: string): boolean {
  const lower = password.trim().toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  const stem = lower.replace(/[0-9!@#.]+$/, '');
  return stem.length >= 4 && COMMON_PASSWORDS.has(stem);
}
