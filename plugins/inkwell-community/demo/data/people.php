<?php
/**
 * The demo accounts: the six authors and the editor by hand, readers from name banks.
 *
 * Author topics are category slugs; an author writes mostly, not only, about them.
 *
 * @package Inkwell
 */

declare( strict_types=1 );

return array(
	'authors'     => array(
		array(
			'first'  => 'Maya',
			'last'   => 'Okafor',
			'topics' => array( 'health', 'medical' ),
			'weight' => 5,
			'bio'    => 'Maya is a registered nurse turned health writer. She spent twelve years on hospital wards in Manchester and now writes about prevention, patient rights and the small habits that keep people well.',
		),
		array(
			'first'  => 'Daniel',
			'last'   => 'Reyes',
			'topics' => array( 'technology', 'work' ),
			'weight' => 4,
			'bio'    => 'Daniel builds software for small nonprofits and writes about tools that respect their users. He repairs old laptops for fun and believes every setup guide should fit on one page.',
		),
		array(
			'first'  => 'Hannah',
			'last'   => 'Lindqvist',
			'topics' => array( 'science', 'medical' ),
			'weight' => 3,
			'bio'    => 'Hannah has a doctorate in marine ecology and a soft spot for long-term datasets. She writes explainers on research, climate and the people who spend their lives measuring things carefully.',
		),
		array(
			'first'  => 'Tomás',
			'last'   => 'Ferreira',
			'topics' => array( 'travel', 'food' ),
			'weight' => 3,
			'bio'    => 'Tomás grew up in Porto and has been travelling slowly, mostly by train, for fifteen years. He writes about places, the food people cook there and how to visit without rushing.',
		),
		array(
			'first'  => 'Grace',
			'last'   => 'Whitmore',
			'topics' => array( 'culture', 'design' ),
			'weight' => 2,
			'bio'    => 'Grace is a book designer and a volunteer at her local community radio station. She writes about typography, independent culture and the places where people still gather in person.',
		),
		array(
			'first'  => 'Samuel',
			'last'   => 'Adeyemi',
			'topics' => array( 'work', 'health' ),
			'weight' => 2,
			'bio'    => 'Samuel coaches engineering managers and writes about focus, feedback and sustainable careers. Before that he ran a remote team of thirty across five time zones.',
		),
	),
	'editor'      => array(
		'first' => 'Elena',
		'last'  => 'Marsh',
		'bio'   => 'Elena is Inkwell\'s managing editor. She has edited magazines and newsletters for twenty years and reads every story before it goes out.',
	),
	'first_names' => array( 'Olivia', 'Liam', 'Amara', 'Noah', 'Sofia', 'Ethan', 'Zara', 'Lucas', 'Mei', 'Jonah', 'Priya', 'Mateo', 'Chloe', 'Aarav', 'Isla', 'Felix', 'Leah', 'Omar', 'Nina', 'Rohan', 'Ava', 'Hugo', 'Yara', 'Caleb', 'Ingrid', 'Kenji', 'Lucia', 'Theo', 'Amelie', 'Ibrahim', 'Freya', 'Marco', 'Ruth', 'Tariq', 'Elsa', 'Diego', 'Hana', 'Oscar', 'Niamh', 'Arjun', 'Lena', 'Samir', 'Maren', 'Kwame', 'Clara', 'Viktor', 'Aisha', 'Jasper', 'Rosa', 'Emil' ),
	'last_names'  => array( 'Bennett', 'Nakamura', 'Osei', 'Kowalski', 'Haddad', 'Moreau', 'Singh', 'Larsen', 'Costa', 'Brennan', 'Petrov', 'Mendes', 'Okonkwo', 'Fischer', 'Garcia', 'Hughes', 'Ivanova', 'Jensen', 'Khan', 'Lambert', 'Murphy', 'Novak', 'Olsen', 'Park', 'Quinn', 'Rossi', 'Sato', 'Tanaka', 'Varga', 'Walsh', 'Yilmaz', 'Zhang', 'Dubois', 'Eriksen', 'Fontaine', 'Gallagher', 'Horvat', 'Iqbal', 'Keller', 'Mwangi' ),
	'reader_bios' => array(
		'Reader, walker, occasional baker.',
		'Nurse by day, amateur astronomer by night.',
		'I read about health, travel and anything with good charts.',
		'Teacher in a small town. Collector of second-hand books.',
		'Software tester who likes slow trains and strong coffee.',
		'Retired engineer, learning to cook properly at last.',
		'Student of public health. Cyclist in all weathers.',
		'Parent of two, reader of everything, finisher of little.',
		'Designer, runner and reluctant early riser.',
		'',
		'',
		'',
	),
);
