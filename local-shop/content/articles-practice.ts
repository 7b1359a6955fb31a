// Blog articles: practical cases (replacing a worn gas spring, camper vans, dampers).

import {AUTHORS} from './authors.ts';
import type {ArticleSeed} from './types.ts';

export const practiceArticles: ArticleSeed[] = [
  {
    id: 113,
    handle: 'remplacer-un-verin-a-gaz-use',
    title: 'Remplacer un vérin à gaz usé : la méthode pas à pas',
    author: AUTHORS.julien,
    tags: ['remplacement', 'référence', 'montage', 'embouts'],
    publishedAt: '2026-01-06T09:00:00Z',
    excerpt:
      "Relever les cotes de l’ancien vérin, commander l’équivalent exact, démonter en sécurité avec l’ouvrant calé et poser le neuf tige vers le bas : la méthode de notre service après-vente.",
    seo: {
      title: 'Remplacer un vérin à gaz usé : méthode pas à pas',
      description: "Comment remplacer un vérin à gaz usé : mesurer l’entraxe, la course et la force, identifier les embouts, démonter en sécurité avec l’ouvrant calé et poser le neuf tige vers le bas.",
    },
    illustration: 'mounting',
    imageAlt: 'Vérin à gaz de remplacement monté tige vers le bas sur un ouvrant calé en position ouverte',
    contentHtml: `<p>Un capot qui redescend seul, un coffre qu’il faut retenir d’une main, un hayon qui ne tient plus par temps frais : le vérin à gaz a perdu une partie de son azote et ne se recharge pas. Le remplacer est à la portée de tous, à condition de procéder dans l’ordre : identifier l’ancien, commander l’équivalent exact, démonter en sécurité, puis poser le neuf correctement. Voici la méthode que nous donnons chaque jour au service après-vente.</p>
<h2>Étape 1 : identifier l’ancien vérin</h2>
<p>Commencez par lire le tube. La plupart des fabricants y impriment ou y gravent la <strong>force en newtons</strong>, souvent suivie d’autres chiffres : par exemple « 350N » ou « F1 = 350 N ». Notez tout ce qui est lisible et prenez une photo. Relevez ensuite les cotes suivantes, de préférence sur le vérin démonté et tige complètement sortie :</p>
<table>
<thead><tr><th>Mesure</th><th>Comment la prendre</th><th>Piège à éviter</th></tr></thead>
<tbody>
<tr><td>Longueur entre centres</td><td>Du centre d’une fixation au centre de l’autre, tige sortie</td><td>Mesurer hors tout, embouts compris</td></tr>
<tr><td>Course</td><td>Longueur de tige visible, du tube jusqu’à l’embout</td><td>Mesurer un vérin resté comprimé</td></tr>
<tr><td>Force</td><td>Valeur imprimée sur le tube, en newtons</td><td>Confondre avec un code de date ou de lot</td></tr>
<tr><td>Diamètres</td><td>Tige et tube, au pied à coulisse</td><td>Arrondir au jugé</td></tr>
<tr><td>Fixations</td><td>Type et dimension de chaque côté</td><td>Supposer que les deux côtés sont identiques</td></tr>
</tbody>
</table>
<p>Pour les fixations, distinguez les <strong>rotules à clip</strong> (notez le diamètre de la boule, souvent 10 ou 13 mm), les <strong>œillets</strong> (diamètre de l’alésage et épaisseur), les <strong>chapes</strong> et les <strong>embouts filetés</strong> (M6, M8 ou M10). Sur nos vérins, les embouts se vissent : vous pouvez reproduire presque toutes les combinaisons d’origine.</p>
<h2>Étape 2 : commander le même vérin</h2>
<p>Commandez un vérin de <strong>même longueur entre centres, même course et même force</strong>, avec des fixations compatibles. Quelques millimètres d’écart sur la longueur suffisent à empêcher le montage ou à laisser l’ouvrant s’arrêter trop bas. Résistez à la tentation de prendre « un peu plus fort pour être tranquille » : l’ouvrant se rouvrirait seul et la fermeture deviendrait pénible, surtout en été. Seule exception : si l’ouvrant a été alourdi depuis l’origine (vitrage, isolant, équipement), refaites le calcul de force. Sur un ouvrant à deux vérins, remplacez toujours les deux.</p>
<h2>Étape 3 : démonter en sécurité</h2>
<ol>
<li>Ouvrez complètement l’ouvrant et <strong>calez-le solidement</strong> avec une béquille, un tasseau vissé ou l’aide d’une seconde personne. Dès que le vérin est décroché, plus rien ne retient le poids.</li>
<li>Mettez des lunettes de protection : les clips peuvent sauter.</li>
<li>Sur une rotule à clip, soulevez l’agrafe de deux ou trois millimètres avec un petit tournevis plat, sans la retirer, puis déboîtez la rotule. Sur un œillet, retirez l’axe ou la vis.</li>
<li>Décrochez d’abord le côté tige, puis le côté tube. Ne démontez jamais un vérin ouvrant fermé : comprimé, il emmagasine de l’énergie et s’allonge brusquement.</li>
</ol>
<h2>Étape 4 : poser le vérin neuf</h2>
<p>Montez-le <strong>tige vers le bas</strong>, tube en haut : le joint de tige reste ainsi lubrifié par l’huile interne. Un vérin neuf est livré tige sortie ; s’il faut le raccourcir de quelques millimètres pour le présenter, appuyez son embout contre un établi protégé d’un carton, jamais en tenant la tige à la pince. Enclenchez les rotules jusqu’au déclic, vérifiez que chaque clip est bien refermé et que les fixations sont dans le plan du mouvement.</p>
<h2>Étape 5 : contrôler</h2>
<p>Retirez la cale en gardant la main sur l’ouvrant, puis manœuvrez-le lentement sur toute sa course, plusieurs fois. Un vérin stocké à plat peut sembler dur au premier cycle : l’huile se répartit, tout rentre dans l’ordre. L’ouvrant doit tenir ouvert sans rebondir et se refermer sans effort excessif. Rien ne doit frotter sur le tube ni sur la tige.</p>
<p>Enfin, ne jetez pas l’ancien vérin aux ordures : dépressurisé, il se recycle avec les métaux, comme l’explique notre article sur la sécurité. Une référence introuvable ? Envoyez-nous une photo et vos cotes : nous vous indiquons l’équivalent exact.</p>`,
  },
  {
    id: 114,
    handle: 'verins-a-gaz-pour-camping-car',
    title: 'Vérins à gaz et camping-car : coffres, lits et lanterneaux',
    author: AUTHORS.sophie,
    tags: ['extérieur', 'température', 'lit coffre', 'inox'],
    publishedAt: '2026-01-08T08:30:00Z',
    excerpt:
      "Soutes, banquettes, lits relevables et lanterneaux : les forces et longueurs courantes en camping-car, l’effet de l’hiver et de l’été sur les vérins, et quand choisir l’inox.",
    seo: {
      title: 'Vérins à gaz pour camping-car : coffres, lits, lanterneaux',
      description: "Quel vérin à gaz pour une soute, un lit relevable ou un lanterneau de camping-car : forces et longueurs typiques, effet du froid et de la chaleur, acier ou inox, fixations.",
    },
    illustration: 'temperature',
    imageAlt: "Courbe de la force d’un vérin à gaz selon la température, de l’hiver à l’été",
    contentHtml: `<p>Un camping-car ou un fourgon aménagé concentre sur quelques mètres carrés presque tous les usages du vérin à gaz : couvercles de banquette, portes de soute, sommier relevable, lanterneaux, parfois table ou hayon. Il leur impose aussi des conditions plus dures qu’un meuble de maison : vibrations de la route, nuits d’hiver sous zéro, toit en plein soleil, humidité et sel de déneigement. Voici comment choisir des vérins qui tiennent la distance.</p>
<h2>Les forces et longueurs courantes</h2>
<p>Les valeurs ci-dessous sont des ordres de grandeur relevés sur les véhicules que nos clients nous confient. Elles ne remplacent pas une mesure ou un calcul, mais permettent de vérifier qu’une référence est plausible.</p>
<table>
<thead><tr><th>Application</th><th>Force par vérin</th><th>Longueur entre centres</th></tr></thead>
<tbody>
<tr><td>Couvercle de banquette ou de coffre intérieur</td><td>80 à 200 N</td><td>200 à 300 mm</td></tr>
<tr><td>Porte de soute relevante</td><td>150 à 400 N</td><td>250 à 450 mm</td></tr>
<tr><td>Sommier relevable au-dessus du garage, deux vérins</td><td>300 à 800 N</td><td>400 à 600 mm</td></tr>
<tr><td>Lanterneau à vérins</td><td>50 à 150 N</td><td>150 à 250 mm</td></tr>
<tr><td>Hayon de fourgon</td><td>force d’origine, souvent 400 à 700 N</td><td>selon le modèle</td></tr>
</tbody>
</table>
<p>Dans un aménagement, les panneaux sont légers, en contreplaqué de peuplier ou en sandwich polyester. Ils tiennent mal une vis à bois : fixez les supports avec des inserts taraudés, des rivets à écrou ou une plaque de renfort, sans quoi les vibrations arrachent la fixation en quelques centaines de kilomètres. Pour la même raison, vérifiez les clips des rotules à chaque début de saison.</p>
<h2>L’hiver : moins de force</h2>
<p>La force d’un vérin à gaz suit la température de son azote : environ <strong>3,3 % par tranche de 10 °C</strong> autour de 20 °C. Une porte de soute qui tient parfaitement en été peut retomber un matin de février à −10 °C, le vérin ayant perdu près de 10 % de sa force. Avant de conclure à une usure, testez l’ouvrant une fois le véhicule chauffé. Si vous dormez souvent au froid, dimensionnez les vérins extérieurs avec une marge de 10 à 15 %. Le froid rend aussi l’huile plus visqueuse : le mouvement ralentit, c’est normal et réversible.</p>
<h2>L’été : plus de force, et de la chaleur</h2>
<p>Sous un toit ou dans une soute exposée plein sud, la température dépasse facilement 50 °C, et 60 à 70 °C à proximité d’une tôle sombre. Le vérin gagne alors 10 à 15 % de force : un lanterneau s’ouvre brusquement, un couvercle devient dur à refermer. C’est une raison de plus pour ne pas surdimensionner. Nos vérins standard sont prévus jusqu’à 80 °C, ce qui couvre ces situations ; au-delà, près d’un chauffage ou d’un échappement, demandez-nous des joints spéciaux.</p>
<h2>Acier ou inox ?</h2>
<p>À l’intérieur de la cellule, un vérin en acier peint suffit largement. À l’extérieur, la question se pose dès qu’il y a de l’eau :</p>
<ul>
<li><strong>Soutes et coffres extérieurs</strong> : projections de la route, condensation et sel de déneigement attaquent l’acier. L'<strong>inox 304</strong> est le bon choix, avec des embouts métalliques en inox.</li>
<li><strong>Lanterneaux</strong> : le vérin est à l’abri quand le lanterneau est fermé, mais reçoit la pluie et la condensation à l’ouverture. L’inox 304 évite la rouille qui finirait par rayer la tige.</li>
<li><strong>Séjours fréquents en bord de mer</strong> : passez à l'<strong>inox 316L</strong>, plus résistant aux chlorures.</li>
</ul>
<h2>Quelques règles propres au véhicule</h2>
<ul>
<li>Ne roulez jamais avec un sommier ou un couvercle lourd en position ouverte : les secousses de la route s’ajoutent au poids, et le vérin n’est pas un verrou. Une sangle ou un loquet en position fermée reste indispensable.</li>
<li>Montez les vérins tige vers le bas en position fermée, celle où ils passent la majeure partie du temps.</li>
<li>Sur un lit relevable, remplacez toujours les deux vérins ensemble, avec la même référence.</li>
</ul>
<p>Pour un aménagement neuf ou un remplacement, indiquez-nous la masse de l’ouvrant, ses dimensions et l’emplacement prévu des fixations : nous vérifions la force et la course avant votre commande.</p>`,
  },
  {
    id: 115,
    handle: 'amortisseur-hydraulique-ou-verin-a-gaz',
    title: 'Amortisseur hydraulique ou vérin à gaz : lequel choisir ?',
    author: AUTHORS.claire,
    tags: ['choisir', 'comparatif', 'hydraulique', 'technique'],
    publishedAt: '2026-01-09T08:00:00Z',
    excerpt:
      "Le vérin à gaz pousse et soulève, l’amortisseur hydraulique freine et dissipe l’énergie. Fermeture amortie, butées de fin de course industrielles, montages combinés : comment choisir.",
    seo: {
      title: 'Amortisseur hydraulique ou vérin à gaz : comment choisir',
      description: "Vérin à gaz ou amortisseur hydraulique : la différence entre soulever et freiner, la fermeture amortie, les butées de fin de course industrielles et les cas où il faut combiner les deux.",
    },
    illustration: 'comparison',
    imageAlt: "Comparaison d’un vérin à gaz qui soulève et d’un amortisseur hydraulique qui freine",
    contentHtml: `<p>Vus de l’extérieur, un vérin à gaz et un amortisseur hydraulique se ressemblent : un tube, une tige, deux fixations. Leur rôle est pourtant opposé. Le premier <strong>fournit une force</strong>, le second <strong>s’oppose à une vitesse</strong>. Les confondre donne soit un abattant qui claque, soit un capot que personne n’arrive à soulever. Voici comment choisir.</p>
<h2>Le vérin à gaz : un ressort qui soulève</h2>
<p>Le vérin à gaz contient de l’azote sous pression qui pousse en permanence sur la tige, que l’ouvrant bouge ou non. Sa force dépend de la position de la tige, avec une progressivité F2/F1 de l’ordre de 1,2 à 1,4, mais très peu de la vitesse. Il <strong>compense un poids</strong>, aide à soulever et tient un ouvrant ouvert. Comme tout ressort, il <strong>restitue</strong> l’énergie qu’on lui donne : comprimé, il la rend en se détendant. La petite quantité d’huile qu’il contient ne freine que la fin de course, sur quelques millimètres.</p>
<h2>L’amortisseur hydraulique : un frein</h2>
<p>L’amortisseur pousse de l’huile à travers des orifices calibrés. Sa résistance croît avec la vitesse et devient nulle à l’arrêt : il ne soulève rien et ne tient rien en position. En revanche, il <strong>dissipe</strong> l’énergie du mouvement en chaleur, sans la restituer. C’est exactement ce qu’on lui demande pour ralentir une chute, freiner une fermeture ou arrêter une charge en fin de course sans rebond.</p>
<table>
<thead><tr><th>Critère</th><th>Vérin à gaz</th><th>Amortisseur hydraulique</th></tr></thead>
<tbody>
<tr><td>Fonction</td><td>Pousser, soulever, tenir</td><td>Freiner, ralentir, arrêter</td></tr>
<tr><td>Force à l’arrêt</td><td>Oui, quasi constante</td><td>Nulle</td></tr>
<tr><td>Dépend de la vitesse</td><td>Très peu</td><td>Fortement</td></tr>
<tr><td>Énergie</td><td>Stockée puis restituée</td><td>Dissipée en chaleur</td></tr>
<tr><td>Critère de choix</td><td>Force en newtons, course</td><td>Énergie par cycle et par heure, course</td></tr>
</tbody>
</table>
<h2>La fermeture amortie</h2>
<p>Sur un abattant de meuble, un couvercle de coffre à jouets ou une porte de placard relevante, le besoin est souvent double. Si l’on veut seulement que le couvercle <strong>redescende doucement</strong>, un compas à frein hydraulique suffit : on soulève à la main, il retient la descente. Si l’on veut aussi que l’ouvrant <strong>reste ouvert</strong> ou s’ouvre sans effort, il faut un vérin à gaz ; la fin de fermeture sera alors amortie par l’huile du vérin ou par un petit amortisseur d’appoint. Pour un coffre destiné aux enfants, privilégiez une solution qui tient l’ouvrant à tout angle et ne le laisse jamais retomber.</p>
<h2>Les butées de fin de course industrielles</h2>
<p>Sur une machine, un chariot, une porte coulissante ou un vérin pneumatique rapide, l’énergie à absorber en fin de course peut être importante. Un vérin à gaz ne convient pas comme butée : il renverrait la charge dans l’autre sens. On utilise des <strong>amortisseurs industriels</strong>, à rappel par ressort, réglables ou autoréglables. Ils se choisissent par l’énergie : énergie cinétique ½ m v² plus le travail de la force motrice sur la course d’amortissement. Un chariot de 20 kg à 1 m/s, poussé par un vérin de 300 N sur une course de 25 mm, représente 10 + 7,5 = 17,5 J par cycle. Multipliez par le nombre de cycles par heure et vérifiez que l’amortisseur dissipe cette énergie sans surchauffer.</p>
<p>Entre les deux familles existent des <strong>vérins à gaz à freinage hydraulique</strong> : une huile plus abondante et un piston à orifice calibré ralentissent la sortie de la tige sur une grande partie de la course. Ils conviennent aux ouvrants légers qui doivent s’ouvrir lentement, mais ne remplacent pas un amortisseur industriel quand l’énergie à absorber est importante.</p>
<h2>Quand combiner les deux</h2>
<ul>
<li><strong>Capot ou carter lourd</strong> : des vérins à gaz compensent le poids, un amortisseur arrête l’ouverture en douceur, et une butée mécanique évite que les vérins n’encaissent le choc en fin de course.</li>
<li><strong>Ouvrant qui doit descendre lentement mais remonter seul</strong> : vérin à gaz pour la montée, amortisseur pour contrôler la vitesse de fermeture.</li>
<li><strong>Automatisme</strong> : vérin pneumatique pour le mouvement, amortisseurs industriels aux extrémités pour protéger la mécanique.</li>
</ul>
<p>Si l’ouvrant doit s’arrêter à n’importe quel angle, ni l’un ni l’autre ne suffit : c’est le domaine du vérin blocable. Décrivez-nous votre application, masse, vitesse et course : nous vous proposons la bonne combinaison.</p>`,
  },
];
