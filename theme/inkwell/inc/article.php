<?php
/**
 * Article page parts: section anchors and navigation, share links.
 *
 * @package Inkwell
 */

declare( strict_types=1 );

/**
 * The article's sections: its level-2 headings, with the anchor id each gets on the page.
 *
 * @since 0.1.0
 *
 * @param WP_Post|int|null $post The article; the current post by default.
 * @return array<int,array{id: string, title: string}>
 */
function inkwell_get_article_sections( $post = null ): array {
	$post = get_post( $post );
	if ( ! $post || post_password_required( $post ) ) {
		return array();
	}
	return inkwell_sections_of( (string) $post->post_content );
}

/**
 * Reads the level-2 headings of HTML (block markup stores headings as HTML too) and gives each a
 * unique id: its own id attribute, or one made from its text.
 *
 * @since 0.1.0
 *
 * @param string $html Article HTML.
 * @return array<int,array{id: string, title: string}>
 */
function inkwell_sections_of( string $html ): array {
	preg_match_all( '/<h2\b([^>]*)>(.*?)<\/h2>/is', $html, $matches, PREG_SET_ORDER );
	$sections = array();
	$used     = array();
	foreach ( $matches as $match ) {
		$title = trim( wp_strip_all_tags( $match[2] ) );
		if ( '' === $title ) {
			continue;
		}
		$id = preg_match( '/\bid=["\']([^"\']+)["\']/', $match[1], $own ) ? $own[1] : sanitize_title( $title );
		$id = '' === $id ? 'section' : $id;
		for ( $base = $id, $n = 2; isset( $used[ $id ] ); $n++ ) {
			$id = $base . '-' . $n;
		}
		$used[ $id ] = true;
		$sections[]  = array(
			'id'    => $id,
			'title' => $title,
		);
	}
	return $sections;
}

/**
 * Adds the section ids of inkwell_sections_of() to the rendered level-2 headings of the main article,
 * so the section navigation's links land on them.
 *
 * @since 0.1.0
 *
 * @param string $content Rendered content.
 */
function inkwell_add_section_anchors( string $content ): string {
	if ( ! is_singular( 'post' ) || ! in_the_loop() || ! is_main_query() ) {
		return $content;
	}
	$sections = inkwell_sections_of( $content );
	$index    = 0;
	return (string) preg_replace_callback(
		'/<h2\b([^>]*)>(.*?)<\/h2>/is',
		static function ( array $match ) use ( $sections, &$index ): string {
			if ( '' === trim( wp_strip_all_tags( $match[2] ) ) || ! isset( $sections[ $index ] ) ) {
				return $match[0];
			}
			$id = $sections[ $index++ ]['id'];
			if ( preg_match( '/\bid=["\']/', $match[1] ) ) {
				return $match[0];
			}
			return '<h2 id="' . esc_attr( $id ) . '"' . $match[1] . '>' . $match[2] . '</h2>';
		},
		$content
	);
}
add_filter( 'the_content', 'inkwell_add_section_anchors', 20 );

/**
 * Share targets of the floating share bar for the current article.
 *
 * @since 0.1.0
 *
 * @return array<string,array{label: string, url: string}>
 */
function inkwell_share_links(): array {
	$url   = rawurlencode( (string) get_permalink() );
	$title = rawurlencode( wp_strip_all_tags( get_the_title() ) );
	$links = array(
		'x'        => array(
			'label' => __( 'Share on X', 'inkwell' ),
			'url'   => "https://twitter.com/intent/tweet?url={$url}&text={$title}",
		),
		'facebook' => array(
			'label' => __( 'Share on Facebook', 'inkwell' ),
			'url'   => "https://www.facebook.com/sharer/sharer.php?u={$url}",
		),
		'linkedin' => array(
			'label' => __( 'Share on LinkedIn', 'inkwell' ),
			'url'   => "https://www.linkedin.com/sharing/share-offsite/?url={$url}",
		),
		'email'    => array(
			'label' => __( 'Share by e-mail', 'inkwell' ),
			'url'   => "mailto:?subject={$title}&body={$url}",
		),
	);
	/**
	 * Filters the share targets of the article share bar.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,array{label: string, url: string}> $links Targets keyed by network.
	 */
	return (array) apply_filters( 'inkwell_share_links', $links );
}
